import type { GetServerSidePropsContext } from "next";
import { useRouter } from "next/router";
import { useState } from "react";
import { BlogEditor } from "@/components/management/blog/BlogEditor";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { useManagement } from "@/components/management/ManagementProvider";
import { Seo } from "@/components/Seo";
import { LoadingBlock } from "@/components/ui/Spinner";
import { useManagedBlogPost } from "@/lib/blog/client";
import type { ManagedBlogPost } from "@/lib/blog/types";
import { pageRecordId, withPageData } from "@/lib/pageData";
import type { PageWithLayout } from "@/pages/_app";

// Any other address than "yeni" or a record number is not a post: 404 before the editor loads.
export const getServerSideProps = withPageData<Record<string, never>, GetServerSidePropsContext>(async ({ params }) => {
  if (params?.id !== "yeni") pageRecordId(params?.id);
  return {};
});

/** /management/blog/yeni creates a post; /management/blog/<id> edits one. */
const BlogEditPage: PageWithLayout = () => {
  const router = useRouter();
  const { staff } = useManagement();
  const raw = String(router.query.id ?? "");
  const isNew = raw === "yeni";
  // The first save of a new post moves the URL to its id (shallow): the editor already holds it, so
  // it is not loaded again. Any other address clears it.
  const [created, setCreated] = useState<ManagedBlogPost | null>(null);
  const [shownRaw, setShownRaw] = useState(raw);
  if (shownRaw !== raw) {
    setShownRaw(raw);
    if (created && String(created.id) !== raw) setCreated(null);
  }
  const holding = created && (isNew || String(created.id) === raw) ? created : null;
  const loaded = useManagedBlogPost(router.isReady && !isNew && !holding ? raw : null);
  const post = holding ?? (isNew ? null : loaded.post);
  const state = !router.isReady
    ? "loading"
    : holding || isNew
      ? "ready"
      : loaded.missing
        ? "missing"
        : loaded.fresh
          ? "ready"
          : "loading";

  return (
    <>
      <Seo title={isNew ? "Yeni yazı" : "Yazıyı düzenle"} description="Blog yazısı düzenleyici." noindex />
      {state === "loading" && <LoadingBlock label="Yazı yükleniyor…" />}
      {state === "missing" && <p className="rounded-2xl bg-white p-8 text-center shadow-sm">Yazı bulunamadı.</p>}
      {state === "ready" && (
        <BlogEditor
          key={post ? `post-${post.id}` : "new"}
          post={post}
          onCreated={setCreated}
          defaultAuthor={staff?.displayName || "MotoBorsa Editörü"}
        />
      )}
    </>
  );
};

BlogEditPage.getLayout = (page) => <ManagementLayout permission="blog:write">{page}</ManagementLayout>;

export default BlogEditPage;
