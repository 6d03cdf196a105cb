import { z } from "zod";
import { blogPostInputSchema } from "@/lib/blog/schemas";
import { method, route } from "@/lib/server/api";
import { createPost, listManagedPosts } from "@/lib/server/blog/service";
import { paging } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "blog:write" },
    query: z.object({
      status: z.enum(["draft", "published"], { error: "Durum taslak ya da yayında olmalıdır." }).optional(),
      q: z.string().trim().max(100, "Arama en fazla 100 karakter olabilir.").optional(),
      ...paging,
    }),
    handle: ({ query }) =>
      listManagedPosts({ status: query.status, search: query.q, page: query.page, pageSize: query.pageSize }),
  }),
  POST: method({
    auth: { staff: "blog:write" },
    body: blogPostInputSchema,
    status: 201,
    handle: async ({ staff, body }) => ({ post: (await createPost(staff, body)).post }),
  }),
});
