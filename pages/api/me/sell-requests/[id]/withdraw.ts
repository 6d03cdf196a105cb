import { recordAction } from "@/lib/server/api";
import { withdrawSellRequest } from "@/lib/server/sellRequests/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction("user", ({ user, id }) => withdrawSellRequest(user.uid, id));
