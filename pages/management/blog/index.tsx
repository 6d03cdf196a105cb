import { BlogPostDialog, useBlogPostAction } from "@/components/management/blog/BlogPostDialog";
import { BlogPostRow } from "@/components/management/blog/BlogPostRow";
import { ManagedListPage } from "@/components/management/ManagedListPage";
import { useManagedList } from "@/components/management/useManagedListState";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { listStateParser } from "@/components/management/listParams";
import { ButtonLink } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { useManagedBlogPosts } from "@/lib/blog/client";
import type { PageWithLayout } from "@/pages/_app";

/** Filter tabs; held in the URL so a reload or a shared link keeps them. */
const FILTERS = [
  { slug: "all", legacy: "tumu", label: "Tümü", status: undefined },
  { slug: "published", legacy: "yayinda", label: "Yayında", status: "published" },
  { slug: "draft", legacy: "taslak", label: "Taslak", status: "draft" },
] as const;
const parseState = listStateParser(FILTERS);

const ManagementBlogPage: PageWithLayout = () => {
  const list = useManagedList("/management/blog", useManagedBlogPosts, FILTERS, parseState, { search: true });
  const action = useBlogPostAction(list.load);

  return (
    <ManagedListPage
      list={list}
      filters={FILTERS}
      tabs="inline"
      title="Blog"
      seoTitle="Blog Yönetimi"
      seoDescription="Blog yazılarını yönetin."
      intro="Yazıları oluşturun, düzenleyin ve yayınlayın. Yayındaki değişiklikler sitede hemen görünür."
      action={
        <ButtonLink href="/management/blog/yeni" className="flex-none">
          <Icon name="pen" className="h-4 w-4" /> Yeni yazı
        </ButtonLink>
      }
      search={{ label: "Başlık veya adreste ara", placeholder: "Başlık veya adreste ara" }}
      sectionLabel="Yazılar"
      loadingText="Yazılar yükleniyor…"
      icon="pen"
      emptyTitle="Bu filtrede yazı yok"
      emptyHint="Yeni bir yazı ile başlayın."
      noun="yazı"
      after={<BlogPostDialog action={action} />}
    >
      {(post) => <BlogPostRow key={post.id} post={post} onAction={(kind) => action.ask(kind, post)} />}
    </ManagedListPage>
  );
};

ManagementBlogPage.getLayout = (page) => <ManagementLayout permission="blog:write">{page}</ManagementLayout>;

export default ManagementBlogPage;
