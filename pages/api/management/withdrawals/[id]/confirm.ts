import { method, route } from "@/lib/server/api";
import { confirmWithdrawalPaid } from "@/lib/server/withdrawals/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** The second approval of a large payment (dual control): pays with the reference the first approver recorded. */
export default route({
  POST: method({
    auth: { staff: "provision:approve" },
    query: idParam,
    handle: ({ staff, query }) => confirmWithdrawalPaid(staff, query.id),
  }),
});
