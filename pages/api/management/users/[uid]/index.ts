import { method, route } from "@/lib/server/api";
import { getManagedUser } from "@/lib/server/users/service";
import { uidParam } from "@/lib/users/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "users:read" },
    query: uidParam,
    handle: ({ staff, query }) => getManagedUser(staff, query.uid),
  }),
});
