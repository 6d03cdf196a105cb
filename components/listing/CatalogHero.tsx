import type { ReactNode } from "react";

/** The dark band on top of a catalogue page: its heading, a line under it and, optionally, tabs at its foot. */
export function CatalogHero({ title, lead, children }: { title: ReactNode; lead: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-ink text-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-neutral-300">{lead}</p>
        {children}
      </div>
    </section>
  );
}
