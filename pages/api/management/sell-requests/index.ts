import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { paging } from "@/lib/server/schemas";
import { listSellRequests } from "@/lib/server/sellRequests/service";
import { SELL_STATUSES } from "@/lib/sellRequests/types";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "sell:write" },
    query: z.object({ status: z.enum(SELL_STATUSES, { error: "Geçersiz durum filtresi." }).optional(), ...paging }),
    handle: ({ staff, query }) => listSellRequests(staff, query),
  }),
});
