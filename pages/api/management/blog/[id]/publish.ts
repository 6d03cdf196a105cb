import { method, route } from "@/lib/server/api";
import { publishPost } from "@/lib/server/blog/service";
import { revalidatePaths } from "@/lib/server/revalidate";
import { idParam } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "blog:write" },
    query: idParam,
    handle: async ({ staff, query, res }) => {
      const { post, paths } = await publishPost(staff, query.id);
      await revalidatePaths(res, paths);
      return { post };
    },
  }),
});
