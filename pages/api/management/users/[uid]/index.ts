import { endpoint, route } from "@/lib/server/api";
import { getManagedUser } from "@/lib/server/users/service";
import { uidParam } from "@/lib/users/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: endpoint({ staff: "users:read" }, ({ staff, query }) => getManagedUser(staff, query.uid), { query: uidParam }),
});
