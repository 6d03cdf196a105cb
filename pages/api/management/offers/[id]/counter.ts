import { recordAction } from "@/lib/server/api";
import { counterBody } from "@/lib/offers/schemas";
import { counterOffer } from "@/lib/server/offers/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction(
  { staff: "auctions:write" },
  ({ staff, id, body }) => counterOffer({ staff }, id, body.price),
  counterBody,
);
