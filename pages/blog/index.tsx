import type { GetStaticProps } from "next";
import { BlogListPage, type BlogListProps } from "@/components/blog/BlogListPage";
import { BLOG_REVALIDATE_SECONDS, blogListProps } from "@/lib/server/blogPages";

export const getStaticProps: GetStaticProps<BlogListProps> = async () => {
  const props = await blogListProps(1);
  return { props: props!, revalidate: BLOG_REVALIDATE_SECONDS };
};

export default BlogListPage;
