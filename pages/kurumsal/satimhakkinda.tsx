import type { GetServerSideProps } from "next";
import { GuideItems } from "@/components/content/GuideItems";
import { InfoPage } from "@/components/content/InfoPage";
import { SELLING_GUIDE } from "@/lib/content/sellingGuide";
import { parseItemId, selectItemId } from "@/lib/content/selection";

type Props = { selectedId: number; requested: boolean };

const IDS = SELLING_GUIDE.map((item) => item.id);

// Rendered per request so `?id=3` arrives already open, also without JavaScript.
export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => ({
  props: { selectedId: selectItemId(query.id, IDS), requested: parseItemId(query.id, IDS) !== null },
});

export default function SellingGuidePage({ selectedId, requested }: Props) {
  const item = SELLING_GUIDE.find((i) => i.id === selectedId) ?? SELLING_GUIDE[0];
  return (
    <InfoPage
      title="Satım Hakkında"
      seoTitle={`${item.title} – Satım Hakkında`}
      description={`MotoBorsa satıcı rehberi: ${item.summary}`}
      breadcrumbs={[{ label: "Satım Hakkında" }]}
      eyebrow="Satıcı rehberi"
      lead="Motosikletinizi MotoBorsa ile satarken bilmeniz gerekenler: başvuru ve teklif, Hemen Al ve ihale ile satış, ücretler ve kapsamlı ekspertiz."
    >
      <GuideItems items={SELLING_GUIDE} selectedId={item.id} requested={requested} basePath="/kurumsal/satimhakkinda" navLabel="Satıcı rehberi konuları" />
    </InfoPage>
  );
}
