import { recordEndpoint, route } from "@/lib/server/api";
import { getTransportRequest } from "@/lib/server/transportRequests/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint({ staff: "transport:write" }, ({ staff, id }) => getTransportRequest(staff, id)),
});
