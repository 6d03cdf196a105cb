import { method, route } from "@/lib/server/api";
import { settingsBody } from "@/lib/notifications/schemas";
import { notificationSettings, updateNotificationSettings } from "@/lib/server/notifications/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Per category: e-mail on/off (in-app is always on; transactional ones cannot be switched off). */
export default route({
  GET: method({ auth: "user", handle: ({ user }) => notificationSettings(user.uid) }),
  PUT: method({
    auth: "user",
    body: settingsBody,
    handle: ({ user, body }) => updateNotificationSettings(user.uid, body.items),
  }),
});
