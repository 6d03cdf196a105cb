import type { ReactNode } from "react";

/** A titled white box of the user page; `empty` shows when `count` is 0. */
export function DetailSection({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  empty?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
      <h2 id={id} className="border-b border-neutral-200 px-4 py-3 text-base font-bold">
        {title}
        {count !== undefined && <span className="ml-2 text-sm font-normal text-neutral-600">({count})</span>}
      </h2>
      {count === 0 && empty ? <p className="p-4 text-sm text-neutral-600">{empty}</p> : children}
    </section>
  );
}
