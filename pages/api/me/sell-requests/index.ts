import { method, route } from "@/lib/server/api";
import { createSellRequest, listMySellRequests } from "@/lib/server/sellRequests/service";
import { sellRequestSchema } from "@/lib/sellRequests/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "user", handle: ({ user }) => listMySellRequests(user.uid) }),
  POST: method({
    auth: "user",
    verifiedEmail: "sell",
    body: sellRequestSchema,
    status: 201,
    handle: ({ user, body }) => createSellRequest(user.uid, body),
  }),
});
