import { method, route } from "@/lib/server/api";
import { counterBody } from "@/lib/offers/schemas";
import { counterOffer } from "@/lib/server/offers/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "auctions:write" },
    query: idParam,
    body: counterBody,
    handle: ({ staff, query, body }) => counterOffer({ staff }, query.id, body.price),
  }),
});
