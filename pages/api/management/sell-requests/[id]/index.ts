import { method, route } from "@/lib/server/api";
import { idParam } from "@/lib/server/schemas";
import { getSellRequest } from "@/lib/server/sellRequests/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "sell:write" },
    query: idParam,
    handle: ({ staff, query }) => getSellRequest(staff, query.id),
  }),
});
