import Link from "@/components/ui/Link";
import { ManagementList } from "@/components/management/ManagementList";
import { formatDateTime } from "@/lib/format";
import type { Inbox, InboxLinks } from "@/components/management/messages/inbox";

/** A page of one folder's messages, newest first, with previous/next links. */
export function InboxList({
  label,
  data,
  loading,
  page,
  selectedId,
  hidden,
  links: { href, click },
}: {
  label: string;
  data: Inbox | null | undefined;
  loading: boolean;
  page: number;
  selectedId: number | null;
  /** On a phone the list gives way to an open message. */
  hidden: boolean;
  links: InboxLinks;
}) {
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section
      aria-label={`${label} mesajlar`}
      aria-busy={loading}
      className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200 ${hidden ? "hidden lg:block" : ""}`}
    >
      <ManagementList
        items={data?.items}
        loading={loading}
        loadingText="Mesajlar yükleniyor…"
        icon="mail"
        emptyTitle="Bu klasörde mesaj yok"
      >
        {(m) => {
          const active = m.id === selectedId;
          return (
            <li key={m.id}>
              <Link
                href={href({ id: m.id })}
                onClick={click({ id: m.id })}
                aria-current={active ? "true" : undefined}
                className={`block px-4 py-3.5 hover:bg-neutral-50 ${active ? "bg-brand-50" : ""}`}
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span
                    className={`truncate ${m.status === "unread" ? "font-bold text-neutral-950" : "font-medium text-neutral-800"}`}
                  >
                    {m.status === "unread" && (
                      <span
                        aria-hidden="true"
                        className="mr-2 inline-block h-2 w-2 rounded-full bg-brand-600 align-middle"
                      />
                    )}
                    {m.name}
                  </span>
                  <span className="flex-none text-xs text-neutral-500">{formatDateTime(m.createdAt)}</span>
                </span>
                <span className="mt-0.5 block text-sm font-medium text-neutral-700">{m.subjectLabel}</span>
                <span className="mt-0.5 block truncate text-sm text-neutral-500">{m.message}</span>
              </Link>
            </li>
          );
        }}
      </ManagementList>
      {data && pages > 1 && (
        <nav
          aria-label="Sayfalar"
          className="flex items-center justify-between border-t border-neutral-200 p-3 text-sm"
        >
          <span className="text-neutral-600">
            Sayfa {page}/{pages}
          </span>
          <div className="flex gap-2">
            {page > 1 && (
              <Link
                href={href({ page: page - 1, id: null })}
                onClick={click({ page: page - 1, id: null })}
                className="rounded-lg px-3 py-1.5 font-semibold ring-1 ring-neutral-200 hover:bg-neutral-50"
              >
                Önceki
              </Link>
            )}
            {page < pages && (
              <Link
                href={href({ page: page + 1, id: null })}
                onClick={click({ page: page + 1, id: null })}
                className="rounded-lg px-3 py-1.5 font-semibold ring-1 ring-neutral-200 hover:bg-neutral-50"
              >
                Sonraki
              </Link>
            )}
          </div>
        </nav>
      )}
    </section>
  );
}
