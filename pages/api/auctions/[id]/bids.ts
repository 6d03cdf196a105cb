import { method, route } from "@/lib/server/api";
import { bidBodySchema } from "@/lib/auctions/schemas";
import { placeBid } from "@/lib/server/bids/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

// "account", not "user": placeBid checks the profile under the batch's lock, one query fewer per
// bid, and bids reach the auction's queue in the order they arrived.
export default route({
  POST: method({
    auth: "account",
    query: idParam,
    body: bidBodySchema,
    handle: ({ account, query, body }) => placeBid({ auctionId: query.id, bidderUid: account.uid, amount: body.amount, maxAmount: body.maxAmount ?? null }),
  }),
});
