import { cancelAuctionSchema } from "@/lib/auctions/schemas";
import { method, route } from "@/lib/server/api";
import { cancelAuction } from "@/lib/server/auctions/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "auctions:write" },
    query: idParam,
    body: cancelAuctionSchema,
    handle: ({ staff, query, body }) => cancelAuction(staff, query.id, body.reason),
  }),
});
