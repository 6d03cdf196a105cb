import { z } from "zod";
import { listEndpoint, route } from "@/lib/server/api";
import { listOrders } from "@/lib/server/orders/service";
import { searchText } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: listEndpoint(
    { staff: "orders:write" },
    {
      status: z
        .enum(["awaiting_payment", "paid", "appointment_set", "gos_paid", "transferred", "completed", "cancelled"], {
          error: "Geçersiz sipariş durumu.",
        })
        .optional(),
      source: z.enum(["auction", "listing"], { error: "Geçersiz sipariş kaynağı." }).optional(),
      overdue: z
        .enum(["true", "false"], { error: "Gecikme filtresi true ya da false olmalıdır." })
        .transform((v) => v === "true")
        .optional(),
      q: searchText,
    },
    ({ staff, query }) => listOrders(staff, query),
  ),
});
