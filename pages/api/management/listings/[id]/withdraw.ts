import { recordAction } from "@/lib/server/api";
import { withdrawListing } from "@/lib/server/buyNow/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction({ staff: "listings:write" }, ({ staff, id }) => withdrawListing(staff, id));
