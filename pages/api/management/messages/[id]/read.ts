import { method, route } from "@/lib/server/api";
import { markContactMessageRead } from "@/lib/server/contact/service";
import { idParam } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "messages:read" },
    query: idParam,
    handle: ({ staff, query }) => markContactMessageRead(staff, query.id),
  }),
});
