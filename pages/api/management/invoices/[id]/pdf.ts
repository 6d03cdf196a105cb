import { recordEndpoint, route } from "@/lib/server/api";
import { sendPdf } from "@/lib/server/invoices/http";
import { managedInvoicePdf } from "@/lib/server/invoices/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

// Which permission depends on the invoice (an order's or a transport fee's): the service checks it.
export default route({
  GET: recordEndpoint({ staff: "any" }, async ({ staff, id, res }) => sendPdf(res, await managedInvoicePdf(staff, id))),
});
