import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { listingSettlement } from "@/lib/server/buyNow/service";
import { afterDepositCaptured } from "@/lib/server/offers/afterCapture";
import { changeOrderStatus } from "@/lib/server/orders/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const body = z
  .object({
    status: z.enum(["paid", "completed", "cancelled"], { error: "Geçersiz sipariş durumu." }),
    // Collect the blocked deposit as a cayma bedeli instead of releasing it (an unpaid order being cancelled only).
    forfeitDeposit: z.boolean({ error: "Cayma bedeli seçimi evet ya da hayır (true/false) olmalıdır." }).optional(),
  })
  .refine((b) => !b.forfeitDeposit || b.status === "cancelled", {
    path: ["forfeitDeposit"],
    error: "Cayma bedeli yalnızca sipariş iptal edilirken tahsil edilebilir.",
  });

export default route({
  PATCH: method({
    auth: { staff: "orders:write" },
    query: idParam,
    body,
    handle: ({ staff, query, body }) =>
      changeOrderStatus(staff, query.id, body, listingSettlement, afterDepositCaptured),
  }),
});
