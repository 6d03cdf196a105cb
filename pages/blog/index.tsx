import type { GetStaticProps } from "next";
import { BlogListPage } from "@/components/blog/BlogListPage";
import type { BlogListProps } from "@/lib/blog/types";
import { BLOG_REVALIDATE_SECONDS, blogListProps } from "@/lib/server/blog/pages";

export const getStaticProps: GetStaticProps<BlogListProps> = async () => {
  const props = await blogListProps(1);
  if ("beyond" in props) throw new Error("the first blog page is never past the last");
  // An empty build-time page (no database while building) is replaced on the very first request.
  return { props, revalidate: props.total === 0 ? 1 : BLOG_REVALIDATE_SECONDS };
};

export default BlogListPage;
