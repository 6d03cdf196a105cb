import { method, route } from "@/lib/server/api";
import { unreadContactCount } from "@/lib/server/contact/service";

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: { staff: "messages:read" }, handle: () => unreadContactCount() }),
});
