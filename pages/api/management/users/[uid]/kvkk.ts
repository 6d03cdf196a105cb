import { method, route } from "@/lib/server/api";
import { getManagedUserKvkk } from "@/lib/server/kvkk/service";
import { uidParam } from "@/lib/users/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Management › Kullanıcılar › a user: their data export and account deletion requests. */
export default route({
  GET: method({ auth: { staff: "users:read" }, query: uidParam, handle: ({ query }) => getManagedUserKvkk(query.uid) }),
});
