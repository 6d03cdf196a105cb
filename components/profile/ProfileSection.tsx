import type { ReactNode } from "react";

/** A titled card; every part of /profil is one of these, stacked in the main column. */
export function ProfileSection({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section id={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200" aria-label={title}>
      <div className="mb-5 flex items-center justify-between gap-4">
        <h2 className="text-lg font-bold tracking-tight">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
