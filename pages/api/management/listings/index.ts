import { z } from "zod";
import { LISTING_STATES, listingCreateSchema } from "@/lib/buyNow/schemas";
import { method, route } from "@/lib/server/api";
import { createListing, listManagedListings } from "@/lib/server/buyNow/service";
import { paging } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "listings:write" },
    query: z.object({ state: z.enum(LISTING_STATES, { error: "Geçersiz ilan durumu." }).optional(), ...paging }),
    handle: ({ staff, query }) => listManagedListings(staff, query),
  }),
  POST: method({
    auth: { staff: "listings:write" },
    body: listingCreateSchema,
    status: 201,
    handle: ({ staff, body }) => createListing(staff, body),
  }),
});
