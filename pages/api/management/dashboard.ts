import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { getDashboard } from "@/lib/server/dashboard/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "any" },
    query: z.object({
      range: z
        .enum(["today", "7d", "30d"], { error: "Dönem bugün, 7 gün veya 30 gün olmalıdır (today, 7d, 30d)." })
        .default("7d"),
    }),
    handle: ({ staff, query }) => getDashboard(staff, query.range),
  }),
});
