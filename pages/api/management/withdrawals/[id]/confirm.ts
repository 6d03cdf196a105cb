import { recordAction } from "@/lib/server/api";
import { confirmWithdrawalPaid } from "@/lib/server/withdrawals/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** The second approval of a large payment (dual control): pays with the reference the first approver recorded. */
export default recordAction({ staff: "provision:approve" }, ({ staff, id }) => confirmWithdrawalPaid(staff, id));
