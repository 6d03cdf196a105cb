import { method, route } from "@/lib/server/api";
import { auditCsv, listAudit } from "@/lib/server/audit/service";
import { auditQuery } from "@/lib/server/audit/schemas";
import { sendCsv } from "@/lib/server/csv";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

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
        sendCsv(res, `denetim-kaydi-${stamp}.csv`, await auditCsv(filter));
        return;
      }
      return listAudit(filter, query.page, query.pageSize);
    },
  }),
});
