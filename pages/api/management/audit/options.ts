import { method, route } from "@/lib/server/api";
import { auditFilterOptions } from "@/lib/server/audit/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** The staff and actions the audit log's filters offer. */
export default route({
  GET: method({ auth: { staff: "audit:read" }, handle: () => auditFilterOptions() }),
});
