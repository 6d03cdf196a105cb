import { useRouter } from "next/router";
import { selectItemId } from "@/lib/content/selection";
import type { GuideItem } from "@/lib/content/types";
import { GuideItems } from "@/components/content/GuideItems";
import { InfoPage } from "@/components/content/InfoPage";

/**
 * Alım Hakkında and Satım Hakkında: a guide's page, titled after the open item for search engines.
 * The page must render per request (getServerSideProps) so `?id=3` arrives already open.
 */
export function GuidePage({
  title,
  guide,
  lead,
  items,
  basePath,
}: {
  title: string;
  /** "Alıcı rehberi" */ guide: string;
  lead: string;
  items: GuideItem[];
  basePath: string;
}) {
  const { query } = useRouter();
  const selectedId = selectItemId(
    query.id,
    items.map((i) => i.id),
  );
  const item = items.find((i) => i.id === selectedId) ?? items[0];
  return (
    <InfoPage
      title={title}
      seoTitle={`${item.title} – ${title}`}
      description={`MotoBorsa ${guide.toLocaleLowerCase("tr-TR")}: ${item.summary}`}
      breadcrumbs={[{ label: title }]}
      eyebrow={guide}
      lead={lead}
    >
      <GuideItems items={items} basePath={basePath} navLabel={`${guide} konuları`} />
    </InfoPage>
  );
}
