import { useCallback, useEffect, useState } from "react";
import { handleError } from "@/lib/errors";
import { notificationHttp } from "@/components/notifications/api";
import type { NotificationPage, NotificationView } from "@/lib/notifications/types";
import { setUnread } from "@/components/notifications/unreadStore";

/**
 * A page of the user's notifications, fetched again whenever `reloadKey` changes (the live count
 * moved), with marking read: one (when it is opened) or all.
 */
export function useNotificationList({
  page,
  pageSize,
  reloadKey,
  enabled = true,
}: {
  page: number;
  pageSize: number;
  reloadKey: number;
  enabled?: boolean;
}) {
  const [data, setData] = useState<NotificationPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const next = await notificationHttp.get<NotificationPage>("/api/me/notifications", {
        params: { page, pageSize },
      });
      setData(next);
      setError(null);
      setUnread(next.unread);
    } catch (e) {
      setError(handleError(e, "Bildirimler yüklenemedi."));
    }
  }, [page, pageSize]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetching on open and after each live change
    if (enabled) void load();
  }, [enabled, load, reloadKey]);

  const markRead = useCallback(
    async (target: { ids: number[] } | { all: true }) => {
      const ids = "ids" in target ? new Set(target.ids) : null;
      setData(
        (d) =>
          d && {
            ...d,
            items: d.items.map((n): NotificationView => (ids === null || ids.has(n.id) ? { ...n, read: true } : n)),
          },
      );
      try {
        const result = await notificationHttp.post<{ unread: number }>("/api/me/notifications/read", target);
        setUnread(result.unread);
        setData((d) => d && { ...d, unread: result.unread });
      } catch (e) {
        handleError(e, "Bildirim okundu olarak işaretlenemedi.");
        void load();
      }
    },
    [load],
  );

  return { data, error, markRead, reload: load };
}
