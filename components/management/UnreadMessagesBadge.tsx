import { useRouter } from "next/router";
import { useEffect, useState } from "react";
import { http } from "@/lib/http";
import { useManagement } from "@/components/management/ManagementProvider";

/** Fired by the inbox after it changes a message, so the menu count follows at once. */
export const MESSAGES_CHANGED_EVENT = "motoborsa:messages-changed";
const POLL_MS = 60_000;

/** The unread contact-message count beside "Mesajlar" in the management menu. */
export function UnreadMessagesBadge() {
  const { hasPermission } = useManagement();
  const allowed = hasPermission("messages:read");
  const { asPath } = useRouter();
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!allowed) return;
    let cancelled = false;
    const load = () =>
      http
        .get<{ unread: number }>("/api/management/messages/unread-count", { skipAuthRedirect: true })
        .then(({ unread }) => !cancelled && setCount(unread))
        .catch(() => {
          /* a missed refresh only leaves the count stale until the next one */
        });
    void load();
    const timer = setInterval(load, POLL_MS);
    window.addEventListener(MESSAGES_CHANGED_EVENT, load);
    return () => {
      cancelled = true;
      clearInterval(timer);
      window.removeEventListener(MESSAGES_CHANGED_EVENT, load);
    };
  }, [allowed, asPath]);

  if (!allowed || count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-white px-2 py-0.5 text-xs font-bold tabular-nums text-brand-700">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> okunmamış mesaj</span>
    </span>
  );
}
