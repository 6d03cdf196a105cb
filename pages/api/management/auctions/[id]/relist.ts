import { relistAuctionSchema } from "@/lib/auctions/schemas";
import { method, route } from "@/lib/server/api";
import { relistAuction } from "@/lib/server/auctions/relist";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Relist an unsold auction: a new auction of the same vehicle, its followers moved to it (PRODUCT §6.1). */
export default route({
  POST: method({
    auth: { staff: "auctions:write" },
    query: idParam,
    body: relistAuctionSchema,
    status: 201,
    handle: ({ staff, query, body }) => relistAuction(staff, query.id, body),
  }),
});
