import type { ReactNode } from "react";

/** The dark title band at the top of account pages. */
export function PageHeader({ title, text, children }: { title: string; text?: ReactNode; children?: ReactNode }) {
  return (
    <div className="bg-ink text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-end sm:justify-between sm:py-10">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {text && <p className="mt-1.5 text-neutral-400">{text}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
