import { method, route } from "@/lib/server/api";
import { listAuctions } from "@/lib/server/auctions/service";
import { auctionListQuerySchema } from "@/lib/auctions/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "none", query: auctionListQuerySchema, handle: ({ query }) => listAuctions(query) }),
});
