import { method, route } from "@/lib/server/api";
import { acceptOffer } from "@/lib/server/offers/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: "user",
    verifiedEmail: "buy",
    query: idParam,
    status: 201,
    handle: ({ user, query }) => acceptOffer(user.uid, query.id),
  }),
});
