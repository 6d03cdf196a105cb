import { endpoint, route } from "@/lib/server/api";
import { removeStaff, updateStaff } from "@/lib/server/staff/service";
import { staffRightsBody } from "@/lib/staff/schemas";
import { uidParam } from "@/lib/users/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  PUT: endpoint({ staff: "staff:write" }, ({ staff, query, body }) => updateStaff(staff, query.uid, body), {
    query: uidParam,
    body: staffRightsBody,
  }),
  DELETE: endpoint({ staff: "staff:write" }, ({ staff, query }) => removeStaff(staff, query.uid), { query: uidParam }),
});
