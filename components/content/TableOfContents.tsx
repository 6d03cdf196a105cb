import type { Section } from "@/lib/content/types";

/** "Bu sayfada" list of anchor links to a page's sections. */
export function TableOfContents({
  sections,
  label = "Bu sayfada",
}: {
  sections: Pick<Section, "id" | "title">[];
  label?: string;
}) {
  return (
    <nav aria-label={label} className="rounded-xl border border-neutral-200 bg-white p-4 text-sm">
      <p className="font-semibold text-neutral-900">{label}</p>
      <SectionLinks sections={sections} className="mt-3 space-y-2" />
    </nav>
  );
}

/** The anchor links to a page's (or a legal text's) sections, one a line. */
export function SectionLinks({
  sections,
  className,
}: {
  sections: Pick<Section, "id" | "title">[];
  className: string;
}) {
  return (
    <ol className={className}>
      {sections.map((s) => (
        <li key={s.id}>
          <a href={`#${s.id}`} className="block text-neutral-700 hover:text-brand-700 hover:underline">
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
}
