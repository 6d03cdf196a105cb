import { ArticleWithAside } from "@/components/content/ArticleWithAside";
import { CompanyCard } from "@/components/content/CompanyCard";
import { ContentBlocks } from "@/components/content/ContentBlocks";
import { SectionList } from "@/components/content/SectionList";
import { TableOfContents } from "@/components/content/TableOfContents";
import type { Section } from "@/lib/content/types";

/**
 * A corporate page's body: its sections, the company card beside them (under a contents list when
 * `contents`), and one call to action under them.
 */
export function InfoArticle({
  sections,
  cta,
  cardTitle,
  contents = true,
}: {
  sections: Section[];
  cta: { text: string; href: string };
  cardTitle?: string;
  contents?: boolean;
}) {
  const card = <CompanyCard title={cardTitle} />;
  return (
    <ArticleWithAside
      aside={
        contents ? (
          <>
            <TableOfContents sections={sections} />
            {card}
          </>
        ) : (
          card
        )
      }
    >
      <SectionList sections={sections} />
      <div className="mt-10">
        <ContentBlocks blocks={[{ type: "cta", ...cta }]} />
      </div>
    </ArticleWithAside>
  );
}
