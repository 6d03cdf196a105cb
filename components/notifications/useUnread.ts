import { useSyncExternalStore } from "react";
import { subscribeUnread, unreadServerSnapshot, unreadSnapshot } from "@/components/notifications/unreadStore";

/** The live unread count (null until the stream's first answer) and a counter of changes. */
export function useUnread() {
  return useSyncExternalStore(subscribeUnread, unreadSnapshot, unreadServerSnapshot);
}
