import { method, route } from "@/lib/server/api";
import { confirmProvisionRequest } from "@/lib/server/deposits/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** The second approval (dual control): confirms the amount the first approver recorded; no amount of its own. */
export default route({
  POST: method({
    auth: { staff: "provision:approve" },
    query: idParam,
    handle: ({ staff, query }) => confirmProvisionRequest(staff, query.id),
  }),
});
