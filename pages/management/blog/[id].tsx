import type { GetServerSidePropsContext } from "next";
import { useRouter } from "next/router";
import { useEffect, useRef, useState } from "react";
import { BlogEditor } from "@/components/management/blog/BlogEditor";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { useManagement } from "@/components/management/ManagementProvider";
import { Seo } from "@/components/Seo";
import { LoadingBlock } from "@/components/ui/Spinner";
import type { ManagedBlogPost } from "@/lib/blog/types";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
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
  const [post, setPost] = useState<ManagedBlogPost | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "missing">("loading");
  const justCreated = useRef(false);
  const created = (saved: ManagedBlogPost) => {
    justCreated.current = true;
    setPost(saved);
  };

  useEffect(() => {
    if (!router.isReady) return;
    if (isNew) {
      if (justCreated.current) return; // the URL is about to change to the new post's id
      setPost(null);
      setState("ready");
      return;
    }
    justCreated.current = false;
    // After the first save of a new post the URL changes shallowly; the editor already holds it.
    if (post && String(post.id) === raw) return;
    let cancelled = false;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetching the post named in the URL (known after hydration); the spinner shows while it loads
    setState("loading");
    http
      .get<{ post: ManagedBlogPost }>(`/api/management/blog/${encodeURIComponent(raw)}`)
      .then(({ post: loaded }) => {
        if (cancelled) return;
        setPost(loaded);
        setState("ready");
      })
      .catch((error) => {
        if (cancelled) return;
        handleError(error, "Yazı yüklenemedi.");
        setState("missing");
      });
    return () => {
      cancelled = true;
    };
  }, [router.isReady, raw, isNew, post]);

  return (
    <>
      <Seo title={isNew ? "Yeni yazı" : "Yazıyı düzenle"} description="Blog yazısı düzenleyici." noindex />
      {state === "loading" && <LoadingBlock label="Yazı yükleniyor…" />}
      {state === "missing" && <p className="rounded-2xl bg-white p-8 text-center shadow-sm">Yazı bulunamadı.</p>}
      {state === "ready" && (
        <BlogEditor
          key={post ? `post-${post.id}` : "new"}
          post={post}
          onCreated={created}
          defaultAuthor={staff?.displayName || "MotoBorsa Editörü"}
        />
      )}
    </>
  );
};

BlogEditPage.getLayout = (page) => <ManagementLayout permission="blog:write">{page}</ManagementLayout>;

export default BlogEditPage;
