import { method, route } from "@/lib/server/api";
import { declineOffer } from "@/lib/server/offers/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ auth: "user", query: idParam, handle: ({ user, query }) => declineOffer(user.uid, query.id) }),
});
