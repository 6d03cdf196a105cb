import { recordEndpoint, route } from "@/lib/server/api";
import { getAuctionDetail } from "@/lib/server/auctions/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint("optional", ({ account, id }) => getAuctionDetail(id, account?.uid)),
});
