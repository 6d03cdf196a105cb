import type { GetStaticPaths, GetStaticPropsContext } from "next";
import { BlogListPage } from "@/components/blog/BlogListPage";
import type { BlogListProps } from "@/lib/blog/types";
import { PageRedirect, withPageData } from "@/lib/pageData";
import { BLOG_REVALIDATE_SECONDS, blogListProps } from "@/lib/server/blog/pages";

// Pages are made on first request and then kept static; nothing is built ahead.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: "blocking" });

export const getStaticProps = withPageData<BlogListProps, GetStaticPropsContext<{ page: string }>>(
  async ({ params }) => {
    const raw = params?.page ?? "";
    const page = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
    if (page === 1) return new PageRedirect("/blog", true);
    if (!Number.isInteger(page) || page < 1) return null;
    const props = await blogListProps(page);
    // Past the last page: the last page, like every list (lib/paging.ts pageBeyondLast).
    if ("beyond" in props) return new PageRedirect(props.beyond === 1 ? "/blog" : `/blog/sayfa/${props.beyond}`);
    return props;
  },
  { revalidate: BLOG_REVALIDATE_SECONDS },
);

export default BlogListPage;
