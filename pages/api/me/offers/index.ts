import { method, route } from "@/lib/server/api";
import { myOffers } from "@/lib/server/offers/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** The signed-in user's offers after auctions (reserve, second chance) and a non-payer ban in force. */
export default route({
  GET: method({ auth: "user", handle: ({ user }) => myOffers(user.uid) }),
});
