import { method, route } from "@/lib/server/api";
import { listAudit, streamAuditCsv } from "@/lib/server/audit/service";
import { auditQuery } from "@/lib/server/audit/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
// The CSV is streamed (csvStream.ts) and may pass Next's 4 MB warning.
export const config = { api: { bodyParser: false, responseLimit: false } };

export default route({
  GET: method({
    auth: { staff: "audit:read" },
    query: auditQuery,
    handle: async ({ query, res }) => {
      const filter = {
        staff: query.staff,
        action: query.action,
        targetType: query.targetType,
        targetId: query.targetId,
        from: query.fromDate,
        to: query.toDate,
      };
      if (query.format === "csv") {
        const stamp = new Date().toISOString().slice(0, 10);
        await streamAuditCsv(res, `denetim-kaydi-${stamp}.csv`, filter);
        return;
      }
      return listAudit(filter, query.page, query.pageSize);
    },
  }),
});
