import { jsonSharing, method, route } from "@/lib/server/api";
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
    verifiedEmail: "bid",
    query: idParam,
    body: bidBodySchema,
    // Every bid of one batch answers the same auction object: serialized once per batch.
    handle: async ({ account, query, body }) =>
      jsonSharing(
        await placeBid({
          auctionId: query.id,
          bidderUid: account.uid,
          amount: body.amount,
          maxAmount: body.maxAmount ?? null,
        }),
        "auction",
      ),
  }),
});
