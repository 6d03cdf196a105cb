import { method, route } from "@/lib/server/api";
import { withdrawListing } from "@/lib/server/buyNow/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "listings:write" },
    query: idParam,
    handle: ({ staff, query }) => withdrawListing(staff, query.id),
  }),
});
