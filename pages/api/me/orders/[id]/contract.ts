import { recordEndpoint, route } from "@/lib/server/api";
import { myContractPdf } from "@/lib/server/orders/contract";
import { sendPdf } from "@/lib/server/invoices/http";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint("user", async ({ user, id, res }) => sendPdf(res, await myContractPdf(user.uid, id))),
});
