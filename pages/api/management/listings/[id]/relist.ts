import { listingRelistSchema } from "@/lib/buyNow/schemas";
import { recordEndpoint, route } from "@/lib/server/api";
import { relistListing } from "@/lib/server/buyNow/relist";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Relist a withdrawn listing: a new listing of the same vehicle, its followers moved to it (PRODUCT §7.1). */
export default route({
  POST: recordEndpoint({ staff: "listings:write" }, ({ staff, id, body }) => relistListing(staff, id, body), {
    body: listingRelistSchema,
    status: 201,
  }),
});
