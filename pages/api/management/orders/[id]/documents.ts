import { recordEndpoint, route } from "@/lib/server/api";
import { managedOrderDocuments } from "@/lib/server/orders/documents";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint({ staff: "orders:write" }, ({ id }) => managedOrderDocuments(id)),
});
