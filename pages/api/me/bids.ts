import { method, route } from "@/lib/server/api";
import { myBids } from "@/lib/server/bids/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "user", handle: ({ user }) => myBids(user.uid) }),
});
