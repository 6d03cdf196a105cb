import { listingPriceSchema } from "@/lib/buyNow/schemas";
import { recordEndpoint, route } from "@/lib/server/api";
import { changeListingPrice } from "@/lib/server/buyNow/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  PATCH: recordEndpoint(
    { staff: "listings:write" },
    ({ staff, id, body }) => changeListingPrice(staff, id, body.price),
    { body: listingPriceSchema },
  ),
});
