import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { listNotifications } from "@/lib/server/notifications/service";
import { paging } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const query = z.object({
  ...paging,
  unread: z
    .enum(["1", "0", "true", "false"], { error: "unread 1 ya da 0 olmalıdır." })
    .optional()
    .transform((v) => v === "1" || v === "true"),
});

/** The signed-in user's notifications, newest first, with the unread count. */
export default route({
  GET: method({ auth: "user", query, handle: ({ user, query }) => listNotifications(user.uid, query) }),
});
