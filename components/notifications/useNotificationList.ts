import { useCallback } from "react";
import useSWR from "swr";
import { QUIET, withQuery } from "@/lib/clientData";
import { errorMessage, handleError } from "@/lib/errors";
import { notificationHttp } from "@/components/notifications/api";
import type { NotificationPage, NotificationView } from "@/lib/notifications/types";
import { setUnread } from "@/components/notifications/unreadStore";

const LOAD_ERROR = "Bildirimler yüklenemedi.";

/**
 * A page of the user's notifications, fetched again whenever `reloadKey` changes (the live count
 * moved), with marking read: one (when it is opened) or all. `reloadKey` is part of the SWR key, so
 * an answer for an older count never replaces a newer one; the previous page stays on screen meanwhile.
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
  const { data, error, mutate } = useSWR<NotificationPage>(
    enabled ? [withQuery("/api/me/notifications", { page, pageSize }), reloadKey] : null,
    ([url]: [string]) => notificationHttp.get<NotificationPage>(url),
    {
      ...QUIET,
      keepPreviousData: true,
      onSuccess: (next) => setUnread(next.unread),
      onError: (e) => handleError(e, LOAD_ERROR),
    },
  );

  const reload = useCallback(async () => void (await mutate()), [mutate]);

  const markRead = useCallback(
    async (target: { ids: number[] } | { all: true }) => {
      const ids = "ids" in target ? new Set(target.ids) : null;
      // Shown read at once; the server's unread count follows.
      await mutate(
        (d) =>
          d && {
            ...d,
            items: d.items.map((n): NotificationView => (ids === null || ids.has(n.id) ? { ...n, read: true } : n)),
          },
        { revalidate: false },
      );
      try {
        const result = await notificationHttp.post<{ unread: number }>("/api/me/notifications/read", target);
        setUnread(result.unread);
        await mutate((d) => d && { ...d, unread: result.unread }, { revalidate: false });
      } catch (e) {
        handleError(e, "Bildirim okundu olarak işaretlenemedi.");
        void reload();
      }
    },
    [mutate, reload],
  );

  return { data: data ?? null, error: error ? errorMessage(error, LOAD_ERROR) : null, markRead, reload };
}
