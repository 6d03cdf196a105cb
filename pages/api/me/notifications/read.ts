import { method, route } from "@/lib/server/api";
import { markReadBody } from "@/lib/notifications/schemas";
import { markNotificationsRead } from "@/lib/server/notifications/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** `{ ids }` or `{ all: true }`; an id that is not the user's → 404 and nothing is marked. */
export default route({
  POST: method({ auth: "user", body: markReadBody, handle: ({ user, body }) => markNotificationsRead(user.uid, body) }),
});
