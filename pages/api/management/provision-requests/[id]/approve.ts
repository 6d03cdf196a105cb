import { method, route } from "@/lib/server/api";
import { approveProvisionRequest } from "@/lib/server/deposits/service";
import { idParam } from "@/lib/server/schemas";
import { provisionApprovalSchema } from "@/lib/deposits/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "provision:approve" },
    query: idParam,
    body: provisionApprovalSchema,
    handle: ({ staff, query, body }) => approveProvisionRequest(staff, query.id, body.receivedAmount),
  }),
});
