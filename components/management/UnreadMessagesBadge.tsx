import { useRouter } from "next/router";
import { useEffect, useRef } from "react";
import { useManagement } from "@/components/management/ManagementProvider";
import { useUnreadMessageCount } from "@/lib/contact/client";

/** The unread contact-message count beside "Mesajlar" in the management menu. */
export function UnreadMessagesBadge() {
  const { hasPermission } = useManagement();
  const allowed = hasPermission("messages:read");
  const { asPath } = useRouter();
  const { unread: count, reload } = useUnreadMessageCount(allowed);

  // Each further management page visited asks again (the first is the hook's own read).
  const seenPath = useRef(asPath);
  useEffect(() => {
    if (seenPath.current === asPath) return;
    seenPath.current = asPath;
    void reload();
  }, [asPath, reload]);

  if (!allowed || count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-white px-2 py-0.5 text-xs font-bold tabular-nums text-brand-700">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> okunmamış mesaj</span>
    </span>
  );
}
