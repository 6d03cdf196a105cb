import { method, route } from "@/lib/server/api";
import { offersOnMyVehicles } from "@/lib/server/offers/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Reserve offers on the auctions of the user's consigned vehicles. */
export default route({
  GET: method({ auth: "user", handle: ({ user }) => offersOnMyVehicles(user.uid) }),
});
