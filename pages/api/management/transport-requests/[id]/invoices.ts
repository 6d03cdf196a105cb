import { method, route } from "@/lib/server/api";
import { managedTransportInvoices } from "@/lib/server/transportRequests/fee";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "transport:write" },
    query: idParam,
    handle: ({ staff, query }) => managedTransportInvoices(staff, query.id),
  }),
});
