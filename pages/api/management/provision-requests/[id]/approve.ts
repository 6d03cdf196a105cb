import { method, route } from "@/lib/server/api";
import { approveProvisionRequest } from "@/lib/server/provision";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ auth: { staff: "provision:approve" }, query: idParam, handle: ({ staff, query }) => approveProvisionRequest(staff, query.id) }),
});
