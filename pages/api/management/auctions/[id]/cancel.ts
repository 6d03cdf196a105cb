import { cancelAuctionSchema } from "@/lib/auctions/schemas";
import { recordAction } from "@/lib/server/api";
import { cancelAuction } from "@/lib/server/auctions/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction(
  { staff: "auctions:write" },
  ({ staff, id, body }) => cancelAuction(staff, id, body.reason),
  cancelAuctionSchema,
);
