import { method, route } from "@/lib/server/api";
import { sendPdf } from "@/lib/server/invoices/http";
import { managedInvoicePdf } from "@/lib/server/invoices/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    // Which permission depends on the invoice (an order's or a transport fee's): the service checks it.
    auth: { staff: "any" },
    query: idParam,
    handle: async ({ staff, query, res }) => sendPdf(res, await managedInvoicePdf(staff, query.id)),
  }),
});
