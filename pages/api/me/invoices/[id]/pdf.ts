import { recordEndpoint, route } from "@/lib/server/api";
import { sendPdf } from "@/lib/server/invoices/http";
import { myInvoicePdf } from "@/lib/server/invoices/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint("user", async ({ user, id, res }) => sendPdf(res, await myInvoicePdf(user.uid, id))),
});
