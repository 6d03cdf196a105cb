import { blogPostInputSchema } from "@/lib/blog/schemas";
import { method, route } from "@/lib/server/api";
import { createPost, listManagedPosts } from "@/lib/server/blog/service";
import { managedPostsQuery } from "@/lib/server/contentSchemas";

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "blog:write" },
    query: managedPostsQuery,
    handle: ({ query }) => listManagedPosts({ status: query.status, search: query.q, page: query.page, pageSize: query.pageSize }),
  }),
  POST: method({
    auth: { staff: "blog:write" },
    body: blogPostInputSchema,
    status: 201,
    handle: async ({ staff, body }) => ({ post: (await createPost(staff, body)).post }),
  }),
});
