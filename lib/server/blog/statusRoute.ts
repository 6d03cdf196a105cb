import { method, route } from "@/lib/server/api";
import type { ManagedBlogPost } from "@/lib/blog/types";
import type { StaffMember } from "@/lib/server/staff/service";
import { revalidatePaths } from "@/lib/server/revalidate";
import { idParam } from "@/lib/server/schemas";

/** POST /api/management/blog/[id]/publish and …/unpublish: the status change, then the public pages it touched revalidated. */
export function postStatusRoute(
  change: (staff: StaffMember, id: number) => Promise<{ post: ManagedBlogPost; paths: string[] }>,
) {
  return route({
    POST: method({
      auth: { staff: "blog:write" },
      query: idParam,
      handle: async ({ staff, query, res }) => {
        const { post, paths } = await change(staff, query.id);
        await revalidatePaths(res, paths);
        return { post };
      },
    }),
  });
}
