import { makeHttp } from "@/lib/http";

/** SPEC §7's notification API (NEXT_PUBLIC_NOTIFICATION_API_URL; empty: this app's own /api/me/notifications…). */
export const notificationHttp = makeHttp("notificationClient");
