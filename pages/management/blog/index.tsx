import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { BlogStatusBadge } from "@/components/management/blog/BlogStatusBadge";
import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { ManagementList } from "@/components/management/ManagementList";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { Seo } from "@/components/Seo";
import { Pager } from "@/components/services/FilterTabs";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { useManagedBlogPosts } from "@/lib/blog/client";
import type { ManagedBlogPost } from "@/lib/blog/types";
import { formatTurkishDate } from "@/lib/dates";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import type { PageWithLayout } from "@/pages/_app";

/** Filter tabs; held in the URL so a reload or a shared link keeps them. */
const FILTERS = [
  { slug: "all", legacy: "tumu", label: "Tümü", status: undefined },
  { slug: "published", legacy: "yayinda", label: "Yayında", status: "published" },
  { slug: "draft", legacy: "taslak", label: "Taslak", status: "draft" },
] as const;
const PAGE_SIZE = 20;
const parseState = listStateParser(FILTERS);

type Pending = { kind: "publish" | "unpublish" | "delete"; post: ManagedBlogPost } | null;

const ManagementBlogPage: PageWithLayout = () => {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const page = listPage(router.query);
  const q = typeof router.query.q === "string" ? router.query.q : "";
  const [search, setSearch] = useState(q);
  const nav = useManagementNav("/management/blog", { state: filter.slug, q: q.trim() || undefined, page }, parseState);
  const { data, loading, load } = useManagedBlogPosts(
    { status: filter.status, q: q || undefined, page, pageSize: PAGE_SIZE },
    nav.toLastPage,
  );
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  // A new `q` in the URL replaces the typed text; adjusted while rendering, not in an effect.
  const [shownQuery, setShownQuery] = useState(q);
  if (shownQuery !== q) {
    setShownQuery(q);
    setSearch(q);
  }

  const hrefFor = (slug: string, p = 1) => nav.href({ state: slug, page: p, q });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    nav.go({ q: search.trim() || undefined, page: 1 });
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const { kind, post } = pending;
    try {
      if (kind === "delete") await http.delete(`/api/management/blog/${post.id}`);
      else await http.post(`/api/management/blog/${post.id}/${kind}`);
      toast.success(
        kind === "publish" ? "Yazı yayınlandı." : kind === "unpublish" ? "Yazı yayından kaldırıldı." : "Yazı silindi.",
      );
      setPending(null);
    } catch (error) {
      handleError(error, "İşlem tamamlanamadı.");
    } finally {
      setBusy(false);
      await load();
    }
  };

  const dialog =
    pending &&
    {
      publish: {
        title: "Yazı yayınlansın mı?",
        text: "Yazı hemen /blog sayfasında görünür.",
        action: "Yayınla",
        variant: "primary" as const,
      },
      unpublish: {
        title: "Yayından kaldırılsın mı?",
        text: "Yazı sitede görünmez olur ve taslağa döner.",
        action: "Yayından kaldır",
        variant: "primary" as const,
      },
      delete: {
        title: "Yazı silinsin mi?",
        text: "Yazı kalıcı olarak silinir; bu işlem geri alınamaz.",
        action: "Evet, sil",
        variant: "danger" as const,
      },
    }[pending.kind];

  return (
    <>
      <Seo title="Blog Yönetimi" description="Blog yazılarını yönetin." noindex />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Blog</h1>
          <p className="mt-1 text-neutral-600">
            Yazıları oluşturun, düzenleyin ve yayınlayın. Yayındaki değişiklikler sitede hemen görünür.
          </p>
        </div>
        <ButtonLink href="/management/blog/yeni" className="flex-none">
          <Icon name="pen" className="h-4 w-4" /> Yeni yazı
        </ButtonLink>
      </div>

      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-center">
        <nav
          aria-label="Durum filtresi"
          className="flex gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-neutral-200"
        >
          {FILTERS.map((f) => (
            <Link
              key={f.slug}
              href={hrefFor(f.slug)}
              onClick={nav.linkClick({ state: f.slug, page: 1 })}
              aria-current={f.slug === filter.slug ? "page" : undefined}
              className={`flex-1 whitespace-nowrap rounded-lg px-4 py-2 text-center text-sm font-semibold ${f.slug === filter.slug ? "bg-ink text-white" : "text-neutral-600 hover:bg-neutral-100"}`}
            >
              {f.label}
            </Link>
          ))}
        </nav>
        <form role="search" onSubmit={onSearch} className="flex flex-1 gap-2">
          <label htmlFor="blog-search" className="sr-only">
            Başlık veya adreste ara
          </label>
          <input
            id="blog-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Başlık veya adreste ara"
            className="min-w-0 flex-1 rounded-lg border border-neutral-300 bg-white px-3.5 py-2.5 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
          />
          <Button type="submit" variant="secondary">
            Ara
          </Button>
        </form>
      </div>

      <section
        aria-label="Yazılar"
        aria-busy={loading}
        className="mt-4 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200"
      >
        <ManagementList
          items={data?.items}
          loading={loading}
          loadingText="Yazılar yükleniyor…"
          icon="pen"
          emptyTitle="Bu filtrede yazı yok"
          emptyHint="Yeni bir yazı ile başlayın."
        >
          {(post) => (
            <li
              key={post.id}
              className="grid gap-3 p-4 sm:grid-cols-[6rem_minmax(0,1fr)] sm:p-5 lg:grid-cols-[6rem_minmax(0,1fr)_auto] lg:items-center"
            >
              <div className="hidden aspect-[1200/630] overflow-hidden rounded-lg bg-ink sm:block">
                {post.coverImageUrl && (
                  // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of an upload already converted to WebP; next/image would add nothing
                  <img src={post.coverImageUrl} alt="" className="h-full w-full object-cover" loading="lazy" />
                )}
              </div>
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <BlogStatusBadge status={post.status} />
                  <span className="text-xs text-neutral-500">
                    {post.status === "published" && post.publishedAt
                      ? `Yayın: ${formatTurkishDate(post.publishedAt)}`
                      : `Güncelleme: ${formatTurkishDate(post.updatedAt)}`}
                  </span>
                </div>
                <Link
                  href={`/management/blog/${post.id}`}
                  className="mt-1 block font-semibold text-neutral-950 hover:text-brand-700 hover:underline"
                >
                  {post.title}
                </Link>
                <p className="truncate text-sm text-neutral-500">
                  /blog/{post.slug} · {post.authorName}
                </p>
              </div>
              <div className="flex flex-wrap gap-2 sm:col-start-2 lg:col-start-auto lg:justify-end">
                <ButtonLink
                  href={`/management/blog/${post.id}`}
                  variant="secondary"
                  size="sm"
                  aria-label={`${post.title} yazısını düzenle`}
                >
                  Düzenle
                </ButtonLink>
                {post.status === "published" ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setPending({ kind: "unpublish", post })}
                    aria-label={`${post.title} yazısını yayından kaldır`}
                  >
                    Yayından kaldır
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    onClick={() => setPending({ kind: "publish", post })}
                    aria-label={`${post.title} yazısını yayınla`}
                  >
                    Yayınla
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => setPending({ kind: "delete", post })}
                  aria-label={`${post.title} yazısını sil`}
                >
                  Sil
                </Button>
              </div>
            </li>
          )}
        </ManagementList>
      </section>

      {data && (
        <Pager
          total={data.total}
          page={page}
          pageSize={data.pageSize}
          noun="yazı"
          hrefFor={(p) => hrefFor(filter.slug, p)}
          clickFor={(p) => nav.linkClick({ page: p })}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        title={dialog?.title ?? ""}
        variant={dialog?.variant}
        confirmLabel={dialog?.action}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        <p className="font-semibold text-neutral-900">{pending?.post.title}</p>
        <p className="mt-1">{dialog?.text}</p>
      </ConfirmDialog>
    </>
  );
};

ManagementBlogPage.getLayout = (page) => <ManagementLayout permission="blog:write">{page}</ManagementLayout>;

export default ManagementBlogPage;
