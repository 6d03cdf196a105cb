import { recordAction } from "@/lib/server/api";
import { answerSellOffer } from "@/lib/server/sellRequests/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction("user", ({ user, id }) => answerSellOffer(user.uid, id, "accept"));
