import { method, route } from "@/lib/server/api";
import { listMyProvisionRequests, requestDeposit } from "@/lib/server/deposits/service";
import { provisionRequestSchema } from "@/lib/deposits/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "user", handle: ({ user }) => listMyProvisionRequests(user.uid) }),
  POST: method({
    auth: "user",
    body: provisionRequestSchema,
    status: 201,
    handle: ({ user, body }) => requestDeposit(user.uid, body.amount),
  }),
});
