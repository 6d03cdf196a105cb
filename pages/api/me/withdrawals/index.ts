import { z } from "zod";
import { withdrawalRequestSchema } from "@/lib/withdrawals/schemas";
import { method, route } from "@/lib/server/api";
import { listMyWithdrawals, requestWithdrawal } from "@/lib/server/withdrawals/service";
import { paging } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: "user",
    query: z.object(paging),
    handle: ({ user, query }) => listMyWithdrawals(user.uid, query.page, query.pageSize),
  }),
  POST: method({
    auth: "user",
    verifiedEmail: "withdrawal",
    body: withdrawalRequestSchema,
    status: 201,
    handle: ({ account, user, body }) => requestWithdrawal(user.uid, body, account),
  }),
});
