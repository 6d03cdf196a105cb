import { recordAction } from "@/lib/server/api";
import { recordTransportFeePaid } from "@/lib/server/transportRequests/fee";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction({ staff: "transport:write" }, ({ staff, id }) => recordTransportFeePaid(staff, id));
