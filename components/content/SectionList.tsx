import type { Section } from "@/lib/content/types";
import { ContentBlocks } from "@/components/content/ContentBlocks";

/** Titled sections with their blocks; each section is an anchor target. */
export function SectionList({ sections, level = 2 }: { sections: Section[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={level === 2 ? "space-y-10" : "space-y-8"}>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-baslik`} className="scroll-mt-24">
          <Heading
            id={`${section.id}-baslik`}
            className={
              level === 2
                ? "mb-4 text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl"
                : "mb-3 text-lg font-bold text-neutral-900"
            }
          >
            {section.title}
          </Heading>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </div>
  );
}
