import { method, route } from "@/lib/server/api";
import { getAuctionDetail } from "@/lib/server/auctions/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: "optional",
    query: idParam,
    handle: ({ account, query }) => getAuctionDetail(query.id, account?.uid),
  }),
});
