import { recordEndpoint, route } from "@/lib/server/api";
import { getSellRequest } from "@/lib/server/sellRequests/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint({ staff: "sell:write" }, ({ staff, id }) => getSellRequest(staff, id)),
});
