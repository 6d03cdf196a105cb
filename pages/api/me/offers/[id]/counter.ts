import { recordAction } from "@/lib/server/api";
import { counterBody } from "@/lib/offers/schemas";
import { counterOffer } from "@/lib/server/offers/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** The owner of a consigned vehicle counters the reserve offer on its auction (from /profil). */
export default recordAction(
  "user",
  ({ user, id, body }) => counterOffer({ sellerUid: user.uid }, id, body.price),
  counterBody,
);
