import type { ReactNode } from "react";

/** Reading column with a narrower side column (stacked below on mobile). */
export function ArticleWithAside({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
      <div className="min-w-0 max-w-3xl">{children}</div>
      <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">{aside}</div>
    </div>
  );
}
