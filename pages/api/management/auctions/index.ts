import { z } from "zod";
import { AUCTION_STATES } from "@/lib/auctions/rules";
import { auctionInputSchema } from "@/lib/auctions/schemas";
import { endpoint, listEndpoint, route } from "@/lib/server/api";
import { createAuction, listManagedAuctions } from "@/lib/server/auctions/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const state = z.enum(AUCTION_STATES, { error: "Geçersiz ihale durumu." }).optional();

export default route({
  GET: listEndpoint({ staff: "auctions:write" }, { state }, ({ staff, query }) => listManagedAuctions(staff, query)),
  POST: endpoint({ staff: "auctions:write" }, ({ staff, body }) => createAuction(staff, body), {
    body: auctionInputSchema,
    status: 201,
  }),
});
