import { withdrawalPaidSchema } from "@/lib/withdrawals/schemas";
import { recordAction } from "@/lib/server/api";
import { markWithdrawalPaid } from "@/lib/server/withdrawals/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction(
  { staff: "provision:approve" },
  ({ staff, id, body }) => markWithdrawalPaid(staff, id, body.paymentReference),
  withdrawalPaidSchema,
);
