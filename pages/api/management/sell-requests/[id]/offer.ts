import { method, route } from "@/lib/server/api";
import { idParam } from "@/lib/server/schemas";
import { actOnSellRequest } from "@/lib/server/sellRequests/service";
import { sellOfferSchema } from "@/lib/sellRequests/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "sell:write" },
    query: idParam,
    body: sellOfferSchema,
    handle: ({ staff, query, body }) => actOnSellRequest(staff, query.id, { action: "offer", ...body }),
  }),
});
