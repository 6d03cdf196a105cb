import { blogPostInputSchema } from "@/lib/blog/schemas";
import { recordEndpoint, route } from "@/lib/server/api";
import { deletePost, getManagedPost, updatePost } from "@/lib/server/blog/service";
import { revalidatePaths } from "@/lib/server/revalidate";

export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint({ staff: "blog:write" }, async ({ id }) => ({ post: await getManagedPost(id) })),
  PUT: recordEndpoint(
    { staff: "blog:write" },
    async ({ staff, id, body, res }) => {
      const { post, paths } = await updatePost(staff, id, body);
      await revalidatePaths(res, paths);
      return { post };
    },
    { body: blogPostInputSchema },
  ),
  DELETE: recordEndpoint({ staff: "blog:write" }, async ({ staff, id, res }) => {
    const { paths } = await deletePost(staff, id);
    await revalidatePaths(res, paths);
    return { deleted: true };
  }),
});
