import { z } from "zod";
import { BLOG_PAGE_SIZE } from "@/lib/blog/schemas";
import { method, route } from "@/lib/server/api";
import { listPublishedPosts } from "@/lib/server/blog/service";
import { paging } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: "none",
    query: z.object({ page: paging.page, pageSize: paging.pageSize.default(BLOG_PAGE_SIZE) }),
    handle: ({ query }) => listPublishedPosts(query),
  }),
});
