import { auctionUpdateSchema } from "@/lib/auctions/schemas";
import { recordEndpoint, route } from "@/lib/server/api";
import { updateAuction } from "@/lib/server/auctions/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  PUT: recordEndpoint({ staff: "auctions:write" }, ({ staff, id, body }) => updateAuction(staff, id, body), {
    body: auctionUpdateSchema,
  }),
});
