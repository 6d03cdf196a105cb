import { method, route } from "@/lib/server/api";
import { myContractPdf } from "@/lib/server/orders/contract";
import { sendPdf } from "@/lib/server/invoices/http";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: "user",
    query: idParam,
    handle: async ({ user, query, res }) => sendPdf(res, await myContractPdf(user.uid, query.id)),
  }),
});
