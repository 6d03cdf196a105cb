import type { Section } from "@/lib/content/types";
import { ContentBlocks } from "./ContentBlocks";

/** Titled sections (h2) with their blocks; each section is an anchor target. */
export function SectionList({ sections }: { sections: Section[] }) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-baslik`} className="scroll-mt-24">
          <h2 id={`${section.id}-baslik`} className="mb-4 text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl">
            {section.title}
          </h2>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </div>
  );
}
