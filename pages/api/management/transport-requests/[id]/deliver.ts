import { method, route } from "@/lib/server/api";
import { idParam } from "@/lib/server/schemas";
import { actOnTransportRequest } from "@/lib/server/transportRequests/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "transport:write" },
    query: idParam,
    handle: ({ staff, query }) => actOnTransportRequest(staff, query.id, { action: "deliver" }),
  }),
});
