import type { ReactNode } from "react";

/** Title, one-line explanation and the "new" button of a management list screen. */
export function ListPageHeader({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-neutral-500">{text}</p>
      </div>
      {children}
    </div>
  );
}

/** The white box above a management list that holds its create/edit form. */
export function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-6">
      <h2 className="mb-5 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}
