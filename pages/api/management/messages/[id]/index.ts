import { method, route } from "@/lib/server/api";
import { getContactMessage } from "@/lib/server/contact/service";
import { idParam } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "messages:read" },
    query: idParam,
    handle: async ({ query }) => ({ message: await getContactMessage(query.id) }),
  }),
});
