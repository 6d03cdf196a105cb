import Link from "@/components/ui/Link";
import { BellIcon } from "@/components/notifications/BellIcon";
import { useDropdown } from "@/components/ui/useDropdown";
import { notificationTexts as t } from "@/lib/notifications/labels";
import type { NotificationView } from "@/lib/notifications/types";
import { NotificationItem } from "@/components/notifications/NotificationItem";
import { useNotificationList } from "@/components/notifications/useNotificationList";
import { useUnread } from "@/components/notifications/useUnread";

/** The unread count as the badge shows it. */
export const badgeText = (n: number) => (n > 99 ? "99+" : String(n));

/**
 * The header's bell (signed-in users only; Header loads this module lazily): the live unread count,
 * and a panel with the latest notifications, each linking to its auction, order or request.
 */
export default function NotificationBell() {
  const { unread, changes } = useUnread();
  const { open, setOpen, toggle, panelId, wrapper } = useDropdown();
  const list = useNotificationList({ page: 1, pageSize: 8, reloadKey: changes, enabled: open });

  const count = unread ?? 0;
  const label = count > 0 ? `${t.bellLabel}, ${t.bellUnread(count)}` : t.bellLabel;
  const openItem = (item: NotificationView) => {
    if (!item.read) void list.markRead({ ids: [item.id] });
    setOpen(false);
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-white hover:bg-white/10"
      >
        <BellIcon className="h-6 w-6" />
        {count > 0 && (
          <span
            data-testid="bildirim-sayisi"
            aria-hidden="true"
            className="absolute right-1 top-1 min-w-5 rounded-full bg-brand-500 px-1 text-center text-xs font-bold leading-5 text-ink"
          >
            {badgeText(count)}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t.bellLabel}
          className="fixed inset-x-2 top-16 z-50 mt-1 rounded-xl bg-white text-ink shadow-2xl ring-1 ring-black/10 sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:w-96"
        >
          <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
            <p className="font-bold">{t.bellLabel}</p>
            {count > 0 && (
              <button
                type="button"
                className="text-sm font-semibold text-brand-700 hover:underline"
                onClick={() => void list.markRead({ all: true })}
              >
                {t.markAllRead}
              </button>
            )}
          </div>
          <div className="max-h-[60vh] overflow-y-auto p-2">
            {list.error ? (
              <p className="px-3 py-4 text-sm text-red-700">{list.error}</p>
            ) : !list.data ? (
              <p className="px-3 py-4 text-sm text-neutral-600">Yükleniyor…</p>
            ) : list.data.items.length === 0 ? (
              <p className="px-3 py-4 text-sm text-neutral-600">{t.empty}</p>
            ) : (
              <ul>
                {list.data.items.map((item) => (
                  <li key={item.id}>
                    <NotificationItem item={item} onOpen={openItem} compact />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex items-center justify-between border-t border-neutral-200 px-4 py-3 text-sm font-semibold">
            <Link href="/profil/bildirimler" className="text-brand-700 hover:underline">
              {t.seeAll}
            </Link>
            <Link href="/profil/bildirim-ayarlari" className="text-neutral-600 hover:underline">
              {t.settings}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}

/** The mobile menu's line: "Bildirimler" with the same live count. */
export function NotificationMenuLink() {
  const { unread } = useUnread();
  const count = unread ?? 0;
  return (
    <Link
      href="/profil/bildirimler"
      className="mt-3 flex items-center justify-between rounded-lg px-1 py-2 text-base hover:text-brand-500"
    >
      <span className="flex items-center gap-2">
        <BellIcon className="h-5 w-5 text-brand-500" />
        {t.bellLabel}
      </span>
      {count > 0 && (
        <span className="rounded-full bg-brand-500 px-2 text-sm font-bold text-ink">
          {badgeText(count)}
          <span className="sr-only"> okunmamış</span>
        </span>
      )}
    </Link>
  );
}
