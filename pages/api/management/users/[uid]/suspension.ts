import { endpoint, route } from "@/lib/server/api";
import { reinstateUser, suspendUser } from "@/lib/server/users/service";
import { reinstateBody, suspendBody, uidParam } from "@/lib/users/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  PUT: endpoint({ staff: "users:write" }, ({ staff, query, body }) => suspendUser(staff, query.uid, body.reason), {
    query: uidParam,
    body: suspendBody,
  }),
  DELETE: endpoint(
    { staff: "users:write" },
    ({ staff, query, body }) => reinstateUser(staff, query.uid, body.note || undefined),
    { query: uidParam, body: reinstateBody },
  ),
});
