import { recordEndpoint, route } from "@/lib/server/api";
import { acceptOffer } from "@/lib/server/offers/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: recordEndpoint("user", ({ user, id }) => acceptOffer(user.uid, id), { verifiedEmail: "buy", status: 201 }),
});
