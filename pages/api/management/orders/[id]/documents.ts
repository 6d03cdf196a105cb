import { method, route } from "@/lib/server/api";
import { managedOrderDocuments } from "@/lib/server/orders/documents";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "orders:write" },
    query: idParam,
    handle: ({ query }) => managedOrderDocuments(query.id),
  }),
});
