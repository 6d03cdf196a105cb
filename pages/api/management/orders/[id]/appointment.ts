import { recordEndpoint, route } from "@/lib/server/api";
import { rescheduleAppointment } from "@/lib/server/orders/service";
import { appointmentBody } from "@/lib/server/orders/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** PUT: moves an order's noter appointment (PRODUCT §7.2); the buyer and the seller get a new calendar file. */
export default route({
  PUT: recordEndpoint({ staff: "orders:write" }, ({ staff, id, body }) => rescheduleAppointment(staff, id, body), {
    body: appointmentBody,
  }),
});
