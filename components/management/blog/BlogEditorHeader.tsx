import Link from "@/components/ui/Link";
import { Button } from "@/components/ui/Button";
import { BlogStatusBadge } from "@/components/management/blog/BlogStatusBadge";
import type { BlogEditorState } from "@/components/management/blog/useBlogEditor";

/** The editor's heading with the post's status, its save/publish buttons and the unsaved-changes note. */
export function BlogEditorHeader({
  editor: { current, busy, published, dirty, save, unpublish },
}: {
  editor: BlogEditorState;
}) {
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <Link href="/management/blog" className="text-sm font-semibold text-brand-700 hover:underline">
            ← Tüm yazılar
          </Link>
          <h1 className="mt-2 flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
            {current ? "Yazıyı düzenle" : "Yeni yazı"}
            {current && <BlogStatusBadge status={current.status} />}
          </h1>
          {published && current && (
            <Link
              href={`/blog/${current.slug}`}
              target="_blank"
              className="mt-1 inline-block text-sm text-neutral-600 underline hover:text-neutral-900"
            >
              Sitede görüntüle: /blog/{current.slug}
            </Link>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            variant={published ? "primary" : "secondary"}
            loading={busy === "save"}
            disabled={busy !== null}
          >
            {published ? "Değişiklikleri yayınla" : current ? "Taslağı kaydet" : "Taslak olarak kaydet"}
          </Button>
          {!published && (
            <Button onClick={() => void save("publish")} loading={busy === "publish"} disabled={busy !== null}>
              {current ? "Kaydet ve yayınla" : "Yayınla"}
            </Button>
          )}
          {published && (
            <Button
              variant="secondary"
              onClick={() => void unpublish()}
              loading={busy === "unpublish"}
              disabled={busy !== null || dirty}
            >
              Yayından kaldır
            </Button>
          )}
        </div>
      </div>
      {dirty && current && <p className="mt-3 text-sm text-amber-700">Kaydedilmemiş değişiklikler var.</p>}
    </>
  );
}
