import type { ReactNode } from "react";
import Link from "@/components/ui/Link";
import { FetchedList } from "@/components/profile/FetchedList";
import { ProfileSection } from "@/components/profile/ProfileSection";

/**
 * One of the user's lists on /profil (Tekliflerim, Siparişlerim, Kazandıklarım): its section, the
 * list's loading, error and empty states (`empty`, then a way out in `emptyLink`), and a row per item.
 */
export function MyList<T>({
  title,
  id,
  list,
  loadingLabel,
  empty,
  emptyLink,
  listLabel,
  children,
}: {
  title: string;
  id: string;
  /** From the domain's hook (useMyItems in lib/clientData.ts). */
  list: { items: T[] | null; error: string | null };
  loadingLabel: string;
  empty: string;
  emptyLink?: { href: string; label: string };
  listLabel?: string;
  /** A row: an <li> with its key. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ProfileSection title={title} id={id}>
      <FetchedList
        items={list.items}
        error={list.error}
        loadingLabel={loadingLabel}
        empty={
          emptyLink ? (
            <>
              {empty}{" "}
              <Link href={emptyLink.href} className="font-semibold text-brand-700 hover:underline">
                {emptyLink.label}
              </Link>
            </>
          ) : (
            empty
          )
        }
      >
        {(items) => (
          <ul className="divide-y divide-neutral-100" aria-label={listLabel}>
            {items.map(children)}
          </ul>
        )}
      </FetchedList>
    </ProfileSection>
  );
}
