/**
 * The notification builders moved to lib/notifications/labels.ts. This re-export stays only for
 * lib/server/sellRequests and lib/server/transportRequests, which another branch of issue 22 rewrites;
 * point their imports at labels.ts and delete this file.
 */
export { requestNotices } from "@/lib/notifications/labels";
