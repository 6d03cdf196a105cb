import Link from "@/components/ui/Link";
import { formatDateTime } from "@/lib/format";
import type { NotificationView } from "@/lib/notifications/types";

/** One notification as a link to its target; unread ones carry a dot and a bolder title. */
export function NotificationItem({
  item,
  onOpen,
  compact = false,
}: {
  item: NotificationView;
  onOpen: (item: NotificationView) => void;
  compact?: boolean;
}) {
  const content = (
    <>
      <span className="flex items-start gap-2">
        <span
          aria-hidden="true"
          className={`mt-1.5 h-2 w-2 flex-none rounded-full ${item.read ? "bg-transparent" : "bg-brand-500"}`}
        />
        <span className="min-w-0">
          <span className={`block text-sm ${item.read ? "font-medium text-neutral-700" : "font-bold text-ink"}`}>
            {item.title}
            {!item.read && <span className="sr-only"> (okunmadı)</span>}
          </span>
          <span className={`mt-0.5 block text-sm text-neutral-600 ${compact ? "line-clamp-2" : ""}`}>{item.body}</span>
          <span className="mt-1 block text-xs text-neutral-500">{formatDateTime(item.createdAt)}</span>
        </span>
      </span>
    </>
  );
  const className = `block rounded-lg px-3 py-2.5 hover:bg-neutral-100 focus-visible:bg-neutral-100 ${item.read ? "" : "bg-brand-50/60"}`;
  return item.link ? (
    <Link href={item.link} className={className} onClick={() => onOpen(item)}>
      {content}
    </Link>
  ) : (
    <button type="button" className={`${className} w-full text-left`} onClick={() => onOpen(item)}>
      {content}
    </button>
  );
}
