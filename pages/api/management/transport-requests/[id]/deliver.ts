import { recordAction } from "@/lib/server/api";
import { actOnTransportRequest } from "@/lib/server/transportRequests/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction({ staff: "transport:write" }, ({ staff, id }) =>
  actOnTransportRequest(staff, id, { action: "deliver" }),
);
