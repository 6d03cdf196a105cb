import { blogPostInputSchema } from "@/lib/blog/schemas";
import { method, route } from "@/lib/server/api";
import { deletePost, getManagedPost, updatePost } from "@/lib/server/blog/service";
import { revalidatePaths } from "@/lib/server/revalidate";
import { idParam } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "blog:write" },
    query: idParam,
    handle: async ({ query }) => ({ post: await getManagedPost(query.id) }),
  }),
  PUT: method({
    auth: { staff: "blog:write" },
    query: idParam,
    body: blogPostInputSchema,
    handle: async ({ staff, query, body, res }) => {
      const { post, paths } = await updatePost(staff, query.id, body);
      await revalidatePaths(res, paths);
      return { post };
    },
  }),
  DELETE: method({
    auth: { staff: "blog:write" },
    query: idParam,
    handle: async ({ staff, query, res }) => {
      const { paths } = await deletePost(staff, query.id);
      await revalidatePaths(res, paths);
      return { deleted: true };
    },
  }),
});
