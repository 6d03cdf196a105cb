import Link from "@/components/ui/Link";
import type { ReactNode } from "react";
import { Icon, type IconName } from "@/components/ui/Icon";

type Props = {
  /** The section's anchor ("basvuru", "talep"); its heading is `<id>-baslik`. */
  id: string;
  heading: string;
  /** The form, or what stands in its place. */
  children: ReactNode;
  /** The dark card beside the form: what to have ready, what the price includes. */
  checklist: { id: string; icon: IconName; title: string; items: readonly string[] };
  /** The light card under it: the way to the service's rules. */
  help: { id: string; title: string; text: string; href: string; label: string };
  /** The user's requests of this kind, under both. */
  list?: ReactNode;
};

/** The request part of a service page (Borsa'da Sat, Nakliye): the form, two cards beside it, the user's requests under them. */
export function ServiceRequestLayout({ id, heading, children, checklist, help, list }: Props) {
  return (
    <div
      id={id}
      className="mx-auto grid max-w-7xl scroll-mt-24 grid-cols-1 items-start gap-6 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_320px]"
    >
      <section
        aria-labelledby={`${id}-baslik`}
        className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-8"
      >
        <h2 id={`${id}-baslik`} className="text-xl font-bold">
          {heading}
        </h2>
        {children}
      </section>
      <aside className="space-y-6">
        <section aria-labelledby={checklist.id} className="rounded-2xl bg-ink p-6 text-white">
          <h2 id={checklist.id} className="flex items-center gap-2 font-bold">
            <Icon name={checklist.icon} className="h-5 w-5 text-brand-500" />
            {checklist.title}
          </h2>
          <ul className="mt-4 space-y-3 text-sm text-neutral-300">
            {checklist.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={help.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
          <h2 id={help.id} className="font-bold">
            {help.title}
          </h2>
          <p className="mt-2 text-sm text-neutral-600">{help.text}</p>
          <Link
            href={help.href}
            className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:text-brand-700"
          >
            {help.label}
            <Icon name="chevronRight" className="h-4 w-4" />
          </Link>
        </section>
      </aside>
      {list && <div className="min-w-0 lg:col-span-2">{list}</div>}
    </div>
  );
}
