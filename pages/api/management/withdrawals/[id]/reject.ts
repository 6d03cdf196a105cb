import { withdrawalRejectSchema } from "@/lib/withdrawals/schemas";
import { method, route } from "@/lib/server/api";
import { rejectWithdrawal } from "@/lib/server/withdrawals/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "provision:approve" },
    query: idParam,
    body: withdrawalRejectSchema,
    handle: ({ staff, query, body }) => rejectWithdrawal(staff, query.id, body.reason),
  }),
});
