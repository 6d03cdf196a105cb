import { recordAction } from "@/lib/server/api";
import { confirmProvisionRequest } from "@/lib/server/deposits/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** The second approval (dual control): confirms the amount the first approver recorded; no amount of its own. */
export default recordAction({ staff: "provision:approve" }, ({ staff, id }) => confirmProvisionRequest(staff, id));
