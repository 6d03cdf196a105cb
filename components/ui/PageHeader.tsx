import type { ReactNode } from "react";

/**
 * The dark title band at the top of account pages. `titleAs="p"` keeps the band's look while the page
 * is still loading, so its level-1 heading appears only with the content it heads.
 */
export function PageHeader({
  title,
  text,
  children,
  titleAs: Title = "h1",
}: {
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  titleAs?: "h1" | "p";
}) {
  return (
    <div className="bg-ink text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-end sm:justify-between sm:py-10">
        <div>
          <Title className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</Title>
          {text && <p className="mt-1.5 text-neutral-400">{text}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
