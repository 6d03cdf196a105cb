import { publishPost } from "@/lib/server/blog/service";
import { postStatusRoute } from "@/lib/server/blog/statusRoute";

export const config = { api: { bodyParser: false } };

export default postStatusRoute(publishPost);
