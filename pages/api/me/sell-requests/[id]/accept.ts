import { method, route } from "@/lib/server/api";
import { idParam } from "@/lib/server/schemas";
import { answerSellOffer } from "@/lib/server/sellRequests/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: "user",
    query: idParam,
    handle: ({ user, query }) => answerSellOffer(user.uid, query.id, "accept"),
  }),
});
