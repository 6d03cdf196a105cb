import type { GetServerSideProps } from "next";
import { GuideItems } from "@/components/content/GuideItems";
import { InfoPage } from "@/components/content/InfoPage";
import { SELLING_GUIDE } from "@/lib/content/sellingGuide";
import { selectItemId } from "@/lib/content/selection";
import { useRouter } from "next/router";

// Rendered per request so `?id=3` arrives already open, also without JavaScript.
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

export default function SellingGuidePage() {
  const { query } = useRouter();
  const selectedId = selectItemId(query.id, SELLING_GUIDE.map((i) => i.id));
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
      <GuideItems items={SELLING_GUIDE} basePath="/kurumsal/satimhakkinda" navLabel="Satıcı rehberi konuları" />
    </InfoPage>
  );
}
