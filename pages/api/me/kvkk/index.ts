import { method, route } from "@/lib/server/api";
import { getMyKvkk } from "@/lib/server/kvkk/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Profil › KVKK haklarım: the user's export and deletion requests and what they may do now. */
export default route({
  GET: method({ auth: "user", handle: ({ user }) => getMyKvkk(user.uid) }),
});
