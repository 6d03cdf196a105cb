import { method, route } from "@/lib/server/api";
import { counterBody } from "@/lib/offers/schemas";
import { counterOffer } from "@/lib/server/offers/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** The owner of a consigned vehicle counters the reserve offer on its auction (from /profil). */
export default route({
  POST: method({
    auth: "user",
    query: idParam,
    body: counterBody,
    handle: ({ user, query, body }) => counterOffer({ sellerUid: user.uid }, query.id, body.price),
  }),
});
