import { recordEndpoint, route } from "@/lib/server/api";
import { managedTransportInvoices } from "@/lib/server/transportRequests/fee";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint({ staff: "transport:write" }, ({ staff, id }) => managedTransportInvoices(staff, id)),
});
