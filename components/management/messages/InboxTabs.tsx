import Link from "@/components/ui/Link";
import { INBOX_FILTERS as FILTERS, type Inbox, type InboxLinks } from "@/components/management/messages/inbox";

/** The inbox's folders, each with its count. */
export function InboxTabs({
  current,
  data,
  links: { href, click },
}: {
  current: string;
  data: Inbox | null | undefined;
  links: InboxLinks;
}) {
  return (
    <nav
      aria-label="Mesaj durumu"
      className="mt-6 flex gap-1 overflow-x-auto rounded-xl bg-white p-1 shadow-sm ring-1 ring-neutral-200"
    >
      {FILTERS.map((f) => (
        <Link
          key={f.slug}
          href={href({ state: f.slug, id: null, page: 1 })}
          onClick={click({ state: f.slug, id: null, page: 1 })}
          aria-current={f.slug === current ? "page" : undefined}
          className={`flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold ${f.slug === current ? "bg-ink text-white" : "text-neutral-600 hover:bg-neutral-100"}`}
        >
          {f.label}
          {data && (
            <span
              className={`rounded-full px-2 text-xs tabular-nums ${f.slug === current ? "bg-white/15" : "bg-neutral-100"}`}
            >
              {data.counts[f.status]}
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
