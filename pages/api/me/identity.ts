import { identityVerifySchema } from "@/lib/identity/schemas";
import { method, route } from "@/lib/server/api";
import { getMyIdentity, verifyIdentity } from "@/lib/server/identity/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "user", handle: ({ user }) => getMyIdentity(user.uid) }),
  POST: method({
    auth: "user",
    body: identityVerifySchema,
    status: 201,
    handle: ({ user, body }) => verifyIdentity(user.uid, body),
  }),
});
