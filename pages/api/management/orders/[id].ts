import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { changeOrderStatus } from "@/lib/server/orders";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  PATCH: method({
    auth: { staff: "orders:write" },
    query: idParam,
    body: z.object({ status: z.enum(["paid", "completed", "cancelled"], { error: "Geçersiz sipariş durumu." }) }),
    handle: ({ staff, query, body }) => changeOrderStatus(staff, query.id, body.status),
  }),
});
