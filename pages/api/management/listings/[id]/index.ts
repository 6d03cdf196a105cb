import { listingPriceSchema } from "@/lib/buyNow/schemas";
import { method, route } from "@/lib/server/api";
import { changeListingPrice } from "@/lib/server/buyNow/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  PATCH: method({
    auth: { staff: "listings:write" },
    query: idParam,
    body: listingPriceSchema,
    handle: ({ staff, query, body }) => changeListingPrice(staff, query.id, body.price),
  }),
});
