import { method, route } from "@/lib/server/api";
import { myDocuments } from "@/lib/server/orders/documents";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "user", handle: ({ user }) => myDocuments(user.uid) }),
});
