import { method, route } from "@/lib/server/api";
import { streamUnreadCount } from "@/lib/server/notifications/stream";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Server-Sent Events: the user's unread count after every committed notification, from any app instance. */
export default route({
  GET: method({ auth: "user", handle: ({ user, req, res }) => streamUnreadCount(user.uid, req, res) }),
});
