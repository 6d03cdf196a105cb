import { makeHttp } from "@/lib/http";

/** PRODUCT §12.2's notification API (NEXT_PUBLIC_NOTIFICATION_API_URL; empty: this app's own /api/me/notifications…). */
export const notificationHttp = makeHttp("notificationClient");
