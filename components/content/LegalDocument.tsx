import type { LegalDoc } from "@/lib/content/types";
import { ContentBlocks } from "@/components/content/ContentBlocks";
import { SectionList } from "@/components/content/SectionList";
import { TableOfContents } from "@/components/content/TableOfContents";

/**
 * One legal text whose title is the page heading: a contents list beside (desktop) or above
 * (mobile) the numbered articles. "Son güncelleme" comes from InfoPage.
 */
export function LegalDocument({ doc }: { doc: LegalDoc }) {
  return (
    <div id={doc.id} className="grid scroll-mt-24 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
      <div className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
        <TableOfContents sections={doc.sections} label="Bu metinde" />
      </div>
      <article className="min-w-0 max-w-3xl space-y-10">
        {doc.intro && <ContentBlocks blocks={doc.intro} />}
        <SectionList sections={doc.sections} />
      </article>
    </div>
  );
}
