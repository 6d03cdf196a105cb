import { z } from "zod";
import { AUCTION_STATES } from "@/lib/auctions/rules";
import { auctionInputSchema } from "@/lib/auctions/schemas";
import { method, route } from "@/lib/server/api";
import { createAuction, listManagedAuctions } from "@/lib/server/auctions/service";
import { paging } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "auctions:write" },
    query: z.object({ state: z.enum(AUCTION_STATES, { error: "Geçersiz ihale durumu." }).optional(), ...paging }),
    handle: ({ staff, query }) => listManagedAuctions(staff, query),
  }),
  POST: method({
    auth: { staff: "auctions:write" },
    body: auctionInputSchema,
    status: 201,
    handle: ({ staff, body }) => createAuction(staff, body),
  }),
});
