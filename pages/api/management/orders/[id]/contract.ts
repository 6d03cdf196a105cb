import { recordEndpoint, route } from "@/lib/server/api";
import { managedContractPdf } from "@/lib/server/orders/contract";
import { sendPdf } from "@/lib/server/invoices/http";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint({ staff: "orders:write" }, async ({ staff, id, res }) =>
    sendPdf(res, await managedContractPdf(staff, id)),
  ),
});
