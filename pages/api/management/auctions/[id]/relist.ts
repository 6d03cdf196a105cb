import { relistAuctionSchema } from "@/lib/auctions/schemas";
import { recordEndpoint, route } from "@/lib/server/api";
import { relistAuction } from "@/lib/server/auctions/relist";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Relist an unsold auction: a new auction of the same vehicle, its followers moved to it (PRODUCT §6.1). */
export default route({
  POST: recordEndpoint({ staff: "auctions:write" }, ({ staff, id, body }) => relistAuction(staff, id, body), {
    body: relistAuctionSchema,
    status: 201,
  }),
});
