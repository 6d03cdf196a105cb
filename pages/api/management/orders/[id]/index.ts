import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { listingSettlement } from "@/lib/server/buyNow/service";
import { afterDepositCaptured } from "@/lib/server/offers/afterCapture";
import { changeOrderStatus } from "@/lib/server/orders/service";
import { appointmentBody } from "@/lib/server/orders/schemas";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const forfeitDeposit = z.boolean({ error: "Cayma bedeli seçimi evet ya da hayır (true/false) olmalıdır." }).optional();

/**
 * PATCH: the next step of an order (PRODUCT §7.2) with the data it needs: `appointment_set` the noter
 * appointment, `gos_paid` the GÖS payment's reference. The title transfer (with the signed contract)
 * is POST …/transfer; moving an appointment is PUT …/appointment.
 */
const body = z
  .object({
    status: z.enum(["paid", "appointment_set", "gos_paid", "completed", "cancelled"], {
      error: "Geçersiz sipariş durumu.",
    }),
    // Collect the blocked deposit as a cayma bedeli instead of releasing it (an unpaid order being cancelled only).
    forfeitDeposit,
    appointment: appointmentBody.optional(),
    gosReference: z
      .string({ error: "GÖS ödeme referansını yazın." })
      .trim()
      .min(3, { error: "GÖS ödeme referansı en az 3 karakter olmalıdır." })
      .max(64, { error: "GÖS ödeme referansı en fazla 64 karakter olabilir." })
      .optional(),
  })
  .refine((b) => !b.forfeitDeposit || b.status === "cancelled", {
    path: ["forfeitDeposit"],
    error: "Cayma bedeli yalnızca sipariş iptal edilirken tahsil edilebilir.",
  })
  .refine((b) => b.status !== "appointment_set" || b.appointment, {
    path: ["appointment"],
    error: "Noter randevusunun noterliğini, ilini, tarihini ve saatini girin.",
  })
  .refine((b) => b.status !== "gos_paid" || b.gosReference, {
    path: ["gosReference"],
    error: "GÖS ödeme referansını yazın.",
  });

export default route({
  PATCH: method({
    auth: { staff: "orders:write" },
    query: idParam,
    body,
    handle: ({ staff, query, body }) => {
      const change =
        body.status === "appointment_set"
          ? { status: body.status, appointment: body.appointment! }
          : body.status === "gos_paid"
            ? { status: body.status, gosReference: body.gosReference! }
            : body.status === "cancelled"
              ? { status: body.status, forfeitDeposit: body.forfeitDeposit }
              : { status: body.status };
      return changeOrderStatus(staff, query.id, change, listingSettlement, afterDepositCaptured);
    },
  }),
});
