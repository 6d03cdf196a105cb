import { method, route } from "@/lib/server/api";
import { bidBodySchema } from "@/lib/auctions/schemas";
import { placeBid } from "@/lib/server/bids";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: "user",
    query: idParam,
    body: bidBodySchema,
    handle: ({ user, query, body }) => placeBid({ auctionId: query.id, bidderUid: user.uid, amount: body.amount, maxAmount: body.maxAmount ?? null }),
  }),
});
