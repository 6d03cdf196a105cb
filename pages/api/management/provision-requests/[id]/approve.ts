import { recordAction } from "@/lib/server/api";
import { approveProvisionRequest } from "@/lib/server/deposits/service";
import { provisionApprovalSchema } from "@/lib/deposits/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction(
  { staff: "provision:approve" },
  ({ staff, id, body }) => approveProvisionRequest(staff, id, body.receivedAmount),
  provisionApprovalSchema,
);
