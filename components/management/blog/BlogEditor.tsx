import { TextField } from "@/components/ui/Field";
import { TextAreaField } from "@/components/contact/TextAreaField";
import { BLOG_LIMITS } from "@/lib/blog/schemas";
import type { ManagedBlogPost } from "@/lib/blog/types";
import { BlogBodyField } from "@/components/management/blog/BlogBodyField";
import { BlogDeletePanel } from "@/components/management/blog/BlogDeletePanel";
import { BlogEditorHeader } from "@/components/management/blog/BlogEditorHeader";
import { CoverUpload } from "@/components/management/blog/CoverUpload";
import { useBlogEditor } from "@/components/management/blog/useBlogEditor";

/** Markdown editor with a live preview rendered by the server's own renderer. */
export function BlogEditor(props: {
  post: ManagedBlogPost | null;
  defaultAuthor: string;
  onCreated?: (post: ManagedBlogPost) => void;
}) {
  const editor = useBlogEditor(props);
  const { current, values, errors, set, field, submit, autoSlug } = editor;

  return (
    <form onSubmit={submit} noValidate>
      <BlogEditorHeader editor={editor} />

      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-6">
          <TextField label="Başlık" {...field("title")} maxLength={BLOG_LIMITS.titleMax} required />
          <TextField
            label="Adres (slug)"
            {...field("slug")}
            placeholder={autoSlug || "ornek-yazi-adresi"}
            hint={
              current
                ? `Boş bırakılırsa mevcut adres korunur: /blog/${current.slug}`
                : `Boş bırakılırsa başlıktan üretilir: /blog/${autoSlug || "…"}`
            }
          />
          <TextAreaField
            label="Özet"
            rows={3}
            {...field("excerpt")}
            counter={{ length: values.excerpt.trim().length, max: BLOG_LIMITS.excerptMax }}
          />

          <BlogBodyField editor={editor} />
        </div>

        <div className="space-y-5">
          <div className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
            <CoverUpload
              value={values.coverImageUrl}
              onChange={(url) => set("coverImageUrl", url)}
              error={errors.coverImageUrl}
            />
            <TextField label="Yazar" {...field("authorName")} maxLength={BLOG_LIMITS.authorMax} />
          </div>
          <BlogDeletePanel editor={editor} />
        </div>
      </div>
    </form>
  );
}
