import { method, route } from "@/lib/server/api";
import { createTransportRequest, listMyTransportRequests } from "@/lib/server/transportRequests/service";
import { transportRequestSchema } from "@/lib/transportRequests/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "user", handle: ({ user }) => listMyTransportRequests(user.uid) }),
  POST: method({
    auth: "user",
    body: transportRequestSchema,
    status: 201,
    handle: ({ user, body }) => createTransportRequest(user.uid, body),
  }),
});
