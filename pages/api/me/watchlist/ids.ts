import { method, route } from "@/lib/server/api";
import { followedIds } from "@/lib/server/watchlist/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** What the follow buttons of a list page need: one small read per page, not one per card. */
export default route({
  GET: method({ auth: "user", handle: ({ user }) => followedIds(user.uid) }),
});
