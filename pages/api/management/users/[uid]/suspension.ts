import { method, route } from "@/lib/server/api";
import { reinstateUser, suspendUser } from "@/lib/server/users/service";
import { reinstateBody, suspendBody, uidParam } from "@/lib/users/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  PUT: method({
    auth: { staff: "users:write" },
    query: uidParam,
    body: suspendBody,
    handle: ({ staff, query, body }) => suspendUser(staff, query.uid, body.reason),
  }),
  DELETE: method({
    auth: { staff: "users:write" },
    query: uidParam,
    body: reinstateBody,
    handle: ({ staff, query, body }) => reinstateUser(staff, query.uid, body.note || undefined),
  }),
});
