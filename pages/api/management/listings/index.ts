import { z } from "zod";
import { LISTING_STATES, listingCreateSchema } from "@/lib/buyNow/schemas";
import { endpoint, listEndpoint, route } from "@/lib/server/api";
import { createListing, listManagedListings } from "@/lib/server/buyNow/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const state = z.enum(LISTING_STATES, { error: "Geçersiz ilan durumu." }).optional();

export default route({
  GET: listEndpoint({ staff: "listings:write" }, { state }, ({ staff, query }) => listManagedListings(staff, query)),
  POST: endpoint({ staff: "listings:write" }, ({ staff, body }) => createListing(staff, body), {
    body: listingCreateSchema,
    status: 201,
  }),
});
