import { method, route } from "@/lib/server/api";
import { inboxQuery } from "@/lib/server/contentSchemas";
import { listContactMessages } from "@/lib/server/contact/service";

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: { staff: "messages:read" }, query: inboxQuery, handle: ({ query }) => listContactMessages(query) }),
});
