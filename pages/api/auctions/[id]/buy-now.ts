import { recordEndpoint, route } from "@/lib/server/api";
import { auctionBuyNowBodySchema } from "@/lib/auctions/schemas";
import { buyAuctionNow } from "@/lib/server/auctions/buyNow";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Buy-now during an auction (PRODUCT §6.8): the same gates as a bid, checked again under the auction's lock. */
export default route({
  POST: recordEndpoint("user", ({ user, id, body }) => buyAuctionNow(id, user.uid, body.price), {
    verifiedEmail: "buy",
    body: auctionBuyNowBodySchema,
    status: 201,
  }),
});
