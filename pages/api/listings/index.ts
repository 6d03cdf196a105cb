import { method, route } from "@/lib/server/api";
import { listListings } from "@/lib/server/buyNow/service";
import { listingListQuerySchema } from "@/lib/buyNow/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "none", query: listingListQuerySchema, handle: ({ query }) => listListings(query) }),
});
