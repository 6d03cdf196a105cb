import { auctionUpdateSchema } from "@/lib/auctions/schemas";
import { method, route } from "@/lib/server/api";
import { updateAuction } from "@/lib/server/auctions/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  PUT: method({
    auth: { staff: "auctions:write" },
    query: idParam,
    body: auctionUpdateSchema,
    handle: ({ staff, query, body }) => updateAuction(staff, query.id, body),
  }),
});
