import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { paging } from "@/lib/server/schemas";
import { listTransportRequests } from "@/lib/server/transportRequests/service";
import { TRANSPORT_STATUSES } from "@/lib/transportRequests/types";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "transport:write" },
    query: z.object({
      status: z.enum(TRANSPORT_STATUSES, { error: "Geçersiz durum filtresi." }).optional(),
      ...paging,
    }),
    handle: ({ staff, query }) => listTransportRequests(staff, query),
  }),
});
