import type { ReactNode } from "react";
import Link from "@/components/ui/Link";
import { Icon } from "@/components/ui/Icon";

/** A home page band: a heading with a "see all" link, then its cards. */
export function HomeSection({
  title,
  href,
  linkText,
  children,
}: {
  title: string;
  href: string;
  linkText: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 className="text-2xl font-extrabold tracking-tight">{title}</h2>
        <Link
          href={href}
          className="inline-flex items-center gap-1 whitespace-nowrap text-sm font-semibold text-brand-700 hover:text-brand-600"
        >
          {linkText}
          <Icon name="chevronRight" className="h-4 w-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}
