import { PostBody } from "@/components/blog/PostBody";
import { TextAreaField } from "@/components/contact/TextAreaField";
import { BLOG_LIMITS } from "@/lib/blog/schemas";
import type { BlogEditorState } from "@/components/management/blog/useBlogEditor";

/** The Markdown text beside its live preview (on a phone: "Yaz" / "Önizle" tabs). */
export function BlogBodyField({ editor: { tab, setTab, values, field, preview } }: { editor: BlogEditorState }) {
  return (
    <div>
      <div className="mb-2 flex justify-end lg:hidden">
        <div
          role="tablist"
          aria-label="Düzenleyici görünümü"
          className="flex rounded-lg bg-neutral-100 p-0.5 lg:hidden"
        >
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
            rows={24}
            {...field("body")}
            className="font-mono text-sm leading-6"
            counter={{ length: values.body.length, max: BLOG_LIMITS.bodyMax }}
            placeholder={
              "## Ara başlık\n\nParagraf metni. **Kalın**, *eğik*, [bağlantı](/ihaleler).\n\n- madde\n- madde"
            }
          />
        </div>
        <section
          aria-label="Canlı önizleme"
          className={`${tab === "preview" ? "" : "hidden lg:block"} min-h-64 overflow-auto rounded-lg border border-dashed border-neutral-300 bg-neutral-50 p-4 lg:max-h-[38rem]`}
        >
          <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-neutral-500">
            Canlı önizleme{preview ? ` · ${preview.readingMinutes} dk okuma` : ""}
          </p>
          {preview ? (
            <PostBody html={preview.html} />
          ) : (
            <p className="text-sm text-neutral-500">Yazmaya başladığınızda önizleme burada görünür.</p>
          )}
        </section>
      </div>
    </div>
  );
}
