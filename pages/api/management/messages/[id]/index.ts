import { recordEndpoint, route } from "@/lib/server/api";
import { getContactMessage } from "@/lib/server/contact/service";

export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint({ staff: "messages:read" }, async ({ id }) => ({ message: await getContactMessage(id) })),
});
