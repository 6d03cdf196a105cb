import { recordAction } from "@/lib/server/api";
import { actOnSellRequest } from "@/lib/server/sellRequests/service";
import { sellOfferSchema } from "@/lib/sellRequests/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction(
  { staff: "sell:write" },
  ({ staff, id, body }) => actOnSellRequest(staff, id, { action: "offer", ...body }),
  sellOfferSchema,
);
