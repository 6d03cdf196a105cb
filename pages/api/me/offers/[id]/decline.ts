import { recordAction } from "@/lib/server/api";
import { declineOffer } from "@/lib/server/offers/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction("user", ({ user, id }) => declineOffer(user.uid, id));
