import { method, route } from "@/lib/server/api";
import { recordTransportFeePaid } from "@/lib/server/transportRequests/fee";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "transport:write" },
    query: idParam,
    handle: ({ staff, query }) => recordTransportFeePaid(staff, query.id),
  }),
});
