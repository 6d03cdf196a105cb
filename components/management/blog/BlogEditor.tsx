import Link from "next/link";
import { useRouter } from "next/router";
import { useEffect, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { PostBody } from "@/components/blog/PostBody";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { Dialog } from "@/components/ui/Dialog";
import { TextAreaField } from "@/components/contact/TextAreaField";
import { BLOG_LIMITS, blogPostInputSchema } from "@/lib/blog/schemas";
import type { ManagedBlogPost } from "@/lib/blog/types";
import { handleError } from "@/lib/errors";
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { slugify } from "@/lib/slug";
import { BlogStatusBadge } from "./BlogStatusBadge";
import { CoverUpload } from "./CoverUpload";

type Values = { title: string; slug: string; excerpt: string; body: string; coverImageUrl: string | null; authorName: string };

const fromPost = (post: ManagedBlogPost | null, author: string): Values => ({
  title: post?.title ?? "",
  slug: post?.slug ?? "",
  excerpt: post?.excerpt ?? "",
  body: post?.body ?? "",
  coverImageUrl: post?.coverImageUrl ?? null,
  authorName: post?.authorName ?? author,
});

/** Markdown editor with a live preview rendered by the server's own renderer. */
export function BlogEditor({ post, defaultAuthor, onCreated }: { post: ManagedBlogPost | null; defaultAuthor: string; onCreated?: (post: ManagedBlogPost) => void }) {
  const router = useRouter();
  const [current, setCurrent] = useState(post);
  const [values, setValues] = useState<Values>(() => fromPost(post, defaultAuthor));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<null | "save" | "publish" | "unpublish" | "delete">(null);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [preview, setPreview] = useState<{ html: string; readingMinutes: number } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(fromPost(current, defaultAuthor));

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  // Debounced so typing does not send a request per key press.
  useEffect(() => {
    if (!values.body.trim()) {
      setPreview(null);
      return;
    }
    const timer = setTimeout(async () => {
      try {
        setPreview(await http.post<{ html: string; readingMinutes: number }>("/api/management/blog/preview", { body: values.body }));
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
      toast.success(then === "publish" ? "Yazı yayınlandı." : current ? "Değişiklikler kaydedildi." : "Taslak oluşturuldu.");
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
      const { post: result } = await http.post<{ post: ManagedBlogPost }>(`/api/management/blog/${current.id}/unpublish`);
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

  return (
    <form onSubmit={submit} noValidate>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <Link href="/management/blog" className="text-sm font-semibold text-brand-700 hover:underline">
            ← Tüm yazılar
          </Link>
          <h1 className="mt-2 flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
            {current ? "Yazıyı düzenle" : "Yeni yazı"}
            {current && <BlogStatusBadge status={current.status} />}
          </h1>
          {published && (
            <Link href={`/blog/${current.slug}`} target="_blank" className="mt-1 inline-block text-sm text-neutral-600 underline hover:text-neutral-900">
              Sitede görüntüle: /blog/{current.slug}
            </Link>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant={published ? "primary" : "secondary"} loading={busy === "save"} disabled={busy !== null}>
            {published ? "Değişiklikleri yayınla" : current ? "Taslağı kaydet" : "Taslak olarak kaydet"}
          </Button>
          {!published && (
            <Button onClick={() => void save("publish")} loading={busy === "publish"} disabled={busy !== null}>
              {current ? "Kaydet ve yayınla" : "Yayınla"}
            </Button>
          )}
          {published && (
            <Button variant="secondary" onClick={() => void unpublish()} loading={busy === "unpublish"} disabled={busy !== null || dirty}>
              Yayından kaldır
            </Button>
          )}
        </div>
      </div>
      {dirty && current && <p className="mt-3 text-sm text-amber-700">Kaydedilmemiş değişiklikler var.</p>}

      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-6">
          <TextField label="Başlık" name="title" value={values.title} onChange={(e) => set("title", e.target.value)} error={errors.title} maxLength={BLOG_LIMITS.titleMax} required />
          <TextField
            label="Adres (slug)"
            name="slug"
            value={values.slug}
            onChange={(e) => set("slug", e.target.value)}
            error={errors.slug}
            placeholder={autoSlug || "ornek-yazi-adresi"}
            hint={current ? `Boş bırakılırsa mevcut adres korunur: /blog/${current.slug}` : `Boş bırakılırsa başlıktan üretilir: /blog/${autoSlug || "…"}`}
          />
          <TextAreaField
            label="Özet"
            name="excerpt"
            rows={3}
            value={values.excerpt}
            onChange={(e) => set("excerpt", e.target.value)}
            error={errors.excerpt}
            counter={{ length: values.excerpt.trim().length, max: BLOG_LIMITS.excerptMax }}
          />

          <div>
            <div className="mb-2 flex justify-end lg:hidden">
              <div role="tablist" aria-label="Düzenleyici görünümü" className="flex rounded-lg bg-neutral-100 p-0.5 lg:hidden">
                {(["write", "preview"] as const).map((t) => (
                  <button
                    key={t}
                    type="button"
                    role="tab"
                    aria-selected={tab === t}
                    onClick={() => setTab(t)}
                    className={`rounded-md px-3 py-1 text-sm font-semibold ${tab === t ? "bg-white shadow-sm" : "text-neutral-600"}`}
                  >
                    {t === "write" ? "Yaz" : "Önizle"}
                  </button>
                ))}
              </div>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <div className={tab === "write" ? "" : "hidden lg:block"}>
                <TextAreaField
                  label="Yazı metni (Markdown)"
                  name="body"
                  rows={24}
                  value={values.body}
                  onChange={(e) => set("body", e.target.value)}
                  error={errors.body}
                  className="font-mono text-sm leading-6"
                  counter={{ length: values.body.length, max: BLOG_LIMITS.bodyMax }}
                  placeholder={"## Ara başlık\n\nParagraf metni. **Kalın**, *eğik*, [bağlantı](/ihaleler).\n\n- madde\n- madde"}
                />
              </div>
              <section aria-label="Canlı önizleme" className={`${tab === "preview" ? "" : "hidden lg:block"} min-h-64 overflow-auto rounded-lg border border-dashed border-neutral-300 bg-neutral-50 p-4 lg:max-h-[38rem]`}>
                <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-neutral-500">
                  Canlı önizleme{preview ? ` · ${preview.readingMinutes} dk okuma` : ""}
                </p>
                {preview ? <PostBody html={preview.html} /> : <p className="text-sm text-neutral-500">Yazmaya başladığınızda önizleme burada görünür.</p>}
              </section>
            </div>
          </div>
        </div>

        <div className="space-y-5">
          <div className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
            <CoverUpload value={values.coverImageUrl} onChange={(url) => set("coverImageUrl", url)} error={errors.coverImageUrl} />
            <TextField label="Yazar" name="authorName" value={values.authorName} onChange={(e) => set("authorName", e.target.value)} error={errors.authorName} maxLength={BLOG_LIMITS.authorMax} />
          </div>
          {current && (
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-200">
              <p className="font-semibold text-neutral-900">Yazıyı sil</p>
              <p className="mt-1 text-sm text-neutral-600">Silinen yazı sitede görünmez ve geri alınamaz.</p>
              <Button variant="danger" size="sm" className="mt-3" onClick={() => setConfirmDelete(true)} disabled={busy !== null}>
                Sil
              </Button>
            </div>
          )}
        </div>
      </div>

      <Dialog
        open={confirmDelete}
        title="Yazı silinsin mi?"
        onClose={() => busy !== "delete" && setConfirmDelete(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)} disabled={busy === "delete"}>
              Vazgeç
            </Button>
            <Button variant="danger" onClick={() => void remove()} loading={busy === "delete"}>
              Evet, sil
            </Button>
          </>
        }
      >
        <p>
          <strong>{current?.title}</strong> kalıcı olarak silinecek{published ? " ve sitede yayından kalkacak" : ""}.
        </p>
      </Dialog>
    </form>
  );
}
