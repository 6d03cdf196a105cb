import { method, route } from "@/lib/server/api";
import { getCurrentUser } from "@/lib/server/accounts/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "account", handle: ({ account }) => getCurrentUser(account) }),
});
