import { endpoint, route } from "@/lib/server/api";
import { settingsBody } from "@/lib/notifications/schemas";
import { notificationSettings, updateNotificationSettings } from "@/lib/server/notifications/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Per category: e-mail on/off (in-app is always on; transactional ones cannot be switched off). */
export default route({
  GET: endpoint("user", ({ user }) => notificationSettings(user.uid)),
  PUT: endpoint("user", ({ user, body }) => updateNotificationSettings(user.uid, body.items), { body: settingsBody }),
});
