import { method, route } from "@/lib/server/api";
import { markContactMessageUnread } from "@/lib/server/contact/service";
import { idParam } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "messages:read" },
    query: idParam,
    handle: ({ staff, query }) => markContactMessageUnread(staff, query.id),
  }),
});
