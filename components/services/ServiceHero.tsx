import Link from "@/components/ui/Link";
import type { ReactNode } from "react";
import { Icon, type IconName } from "@/components/ui/Icon";

type Props = {
  eyebrow: string;
  title: ReactNode;
  text: string;
  perks?: readonly { icon: IconName; text: string }[];
  /** The jump to the page's own form. */
  start: { href: string; label: string };
  /** The service's page under /kurumsal. */
  more: { href: string; label: string };
  /** Vertical padding from the sm breakpoint on. */
  padding: string;
};

/** The dark head of a service page (Borsa'da Sat, Nakliye): what we offer and the two ways on. */
export function ServiceHero({ eyebrow, title, text, perks, start, more, padding }: Props) {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-600/20 blur-3xl" />
      <div className={`relative mx-auto max-w-7xl px-4 py-12 ${padding}`}>
        <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-500">{eyebrow}</p>
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-neutral-300">{text}</p>
        {perks && (
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-neutral-200">
            {perks.map((perk) => (
              <li key={perk.text} className="flex items-center gap-2">
                <Icon name={perk.icon} className="h-5 w-5 text-brand-500" />
                {perk.text}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={start.href} className="rounded-lg bg-brand-700 px-5 py-3 font-semibold hover:bg-brand-800">
            {start.label}
          </a>
          <Link
            href={more.href}
            className="rounded-lg border border-white/30 px-5 py-3 font-semibold hover:bg-white/10"
          >
            {more.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
