import { useRouter } from "next/router";
import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "@/lib/browser/toast";
import { blogPostInputSchema } from "@/lib/blog/schemas";
import type { ManagedBlogPost } from "@/lib/blog/types";
import { handleError } from "@/lib/errors";
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { slugify } from "@/lib/slug";

export type BlogValues = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  coverImageUrl: string | null;
  authorName: string;
};

const fromPost = (post: ManagedBlogPost | null, author: string): BlogValues => ({
  title: post?.title ?? "",
  slug: post?.slug ?? "",
  excerpt: post?.excerpt ?? "",
  body: post?.body ?? "",
  coverImageUrl: post?.coverImageUrl ?? null,
  authorName: post?.authorName ?? author,
});

/** The editor's state: the post as saved, the fields, the live preview, and save / publish / unpublish / delete. */
export function useBlogEditor({
  post,
  defaultAuthor,
  onCreated,
}: {
  post: ManagedBlogPost | null;
  defaultAuthor: string;
  onCreated?: (post: ManagedBlogPost) => void;
}) {
  const router = useRouter();
  const [current, setCurrent] = useState(post);
  const [values, setValues] = useState<BlogValues>(() => fromPost(post, defaultAuthor));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<null | "save" | "publish" | "unpublish" | "delete">(null);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [preview, setPreview] = useState<{ html: string; readingMinutes: number } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(fromPost(current, defaultAuthor));

  const set = <K extends keyof BlogValues>(key: K, value: BlogValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  /** A text field's props: name, value, change handler and message. */
  const field = (key: Exclude<keyof BlogValues, "coverImageUrl">) => ({
    name: key,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
    error: errors[key],
  });

  // Debounced so typing does not send a request per key press.
  useEffect(() => {
    if (!values.body.trim()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an emptied body drops the old preview at once; the same effect owns the debounced request that fills it
      setPreview(null);
      return;
    }
    const timer = setTimeout(async () => {
      try {
        setPreview(
          await http.post<{ html: string; readingMinutes: number }>("/api/management/blog/preview", {
            body: values.body,
          }),
        );
      } catch {
        /* the preview is a convenience; saving reports real errors */
      }
    }, 350);
    return () => clearTimeout(timer);
  }, [values.body]);

  const save = async (then?: "publish"): Promise<ManagedBlogPost | null> => {
    const payload = { ...values, slug: values.slug.trim() || undefined };
    const parsed = blogPostInputSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      toast.error("Lütfen işaretli alanları düzeltin.");
      return null;
    }
    setBusy(then ?? "save");
    try {
      const { post: saved } = current
        ? await http.put<{ post: ManagedBlogPost }>(`/api/management/blog/${current.id}`, payload)
        : await http.post<{ post: ManagedBlogPost }>("/api/management/blog", payload);
      let result = saved;
      if (then === "publish" && saved.status !== "published") {
        result = (await http.post<{ post: ManagedBlogPost }>(`/api/management/blog/${saved.id}/publish`)).post;
      }
      setCurrent(result);
      setValues(fromPost(result, defaultAuthor));
      setErrors({});
      toast.success(
        then === "publish" ? "Yazı yayınlandı." : current ? "Değişiklikler kaydedildi." : "Taslak oluşturuldu.",
      );
      if (!current) {
        onCreated?.(result);
        void router.replace(`/management/blog/${result.id}`, undefined, { shallow: true });
      }
      return result;
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      handleError(error, "Yazı kaydedilemedi.");
      return null;
    } finally {
      setBusy(null);
    }
  };

  const unpublish = async () => {
    if (!current) return;
    setBusy("unpublish");
    try {
      const { post: result } = await http.post<{ post: ManagedBlogPost }>(
        `/api/management/blog/${current.id}/unpublish`,
      );
      setCurrent(result);
      toast.success("Yazı yayından kaldırıldı; artık taslak.");
    } catch (error) {
      handleError(error, "Yazı yayından kaldırılamadı.");
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!current) return;
    setBusy("delete");
    try {
      await http.delete(`/api/management/blog/${current.id}`);
      toast.success("Yazı silindi.");
      await router.push("/management/blog");
    } catch (error) {
      handleError(error, "Yazı silinemedi.");
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const autoSlug = slugify(values.title);
  const published = current?.status === "published";

  return {
    current,
    values,
    errors,
    busy,
    tab,
    setTab,
    preview,
    confirmDelete,
    setConfirmDelete,
    dirty,
    set,
    field,
    save,
    unpublish,
    remove,
    submit,
    autoSlug,
    published,
  };
}

export type BlogEditorState = ReturnType<typeof useBlogEditor>;
