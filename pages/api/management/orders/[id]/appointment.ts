import { method, route } from "@/lib/server/api";
import { rescheduleAppointment } from "@/lib/server/orders/service";
import { appointmentBody } from "@/lib/server/orders/schemas";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** PUT: moves an order's noter appointment (PRODUCT §7.2); the buyer and the seller get a new calendar file. */
export default route({
  PUT: method({
    auth: { staff: "orders:write" },
    query: idParam,
    body: appointmentBody,
    handle: ({ staff, query, body }) => rescheduleAppointment(staff, query.id, body),
  }),
});
