import { method, route } from "@/lib/server/api";
import { idParam } from "@/lib/server/schemas";
import { actOnTransportRequest } from "@/lib/server/transportRequests/service";
import { transportQuoteSchema } from "@/lib/transportRequests/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "transport:write" },
    query: idParam,
    body: transportQuoteSchema,
    handle: ({ staff, query, body }) => actOnTransportRequest(staff, query.id, { action: "quote", ...body }),
  }),
});
