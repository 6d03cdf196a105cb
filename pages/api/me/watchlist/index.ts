import { method, route } from "@/lib/server/api";
import { getWatchlist } from "@/lib/server/watchlist/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "user", handle: ({ user }) => getWatchlist(user.uid) }),
});
