import { method, route } from "@/lib/server/api";
import { getProvision } from "@/lib/server/deposits/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "user", handle: ({ user }) => getProvision(user.uid) }),
});
