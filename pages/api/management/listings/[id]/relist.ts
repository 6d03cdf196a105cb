import { listingRelistSchema } from "@/lib/buyNow/schemas";
import { method, route } from "@/lib/server/api";
import { relistListing } from "@/lib/server/buyNow/relist";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Relist a withdrawn listing: a new listing of the same vehicle, its followers moved to it (PRODUCT §7.1). */
export default route({
  POST: method({
    auth: { staff: "listings:write" },
    query: idParam,
    body: listingRelistSchema,
    status: 201,
    handle: ({ staff, query, body }) => relistListing(staff, query.id, body),
  }),
});
