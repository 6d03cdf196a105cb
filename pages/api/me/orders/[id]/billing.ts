import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { myOrderBilling, setMyOrderBilling } from "@/lib/server/orders/documents";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const body = z.object({
  // null: invoice the fee to the buyer's verified identity instead of a company.
  billing: z
    .object({
      companyName: z
        .string({ error: "Şirket unvanı gereklidir." })
        .max(200, "Şirket unvanı en fazla 200 karakter olabilir."),
      vkn: z.string({ error: "Vergi kimlik numarası gereklidir." }).trim(),
      taxOffice: z
        .string({ error: "Vergi dairesi gereklidir." })
        .max(100, "Vergi dairesi en fazla 100 karakter olabilir."),
    })
    .nullable(),
});

export default route({
  GET: method({ auth: "user", query: idParam, handle: ({ user, query }) => myOrderBilling(user.uid, query.id) }),
  PUT: method({
    auth: "user",
    query: idParam,
    body,
    handle: ({ user, query, body }) => setMyOrderBilling(user.uid, query.id, body.billing),
  }),
});
