import { recordAction } from "@/lib/server/api";
import { cancelMyProvisionRequest } from "@/lib/server/deposits/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction("user", ({ user, id }) => cancelMyProvisionRequest(user.uid, id));
