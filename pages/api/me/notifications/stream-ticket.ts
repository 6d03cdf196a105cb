import { method, route } from "@/lib/server/api";
import { streamTicket } from "@/lib/server/notifications/streamTicket";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** A short-lived ticket that opens the signed-in user's unread count stream (EventSource sends no headers). */
export default route({
  POST: method({ auth: "user", handle: ({ user }) => ({ ticket: streamTicket(user.uid) }) }),
});
