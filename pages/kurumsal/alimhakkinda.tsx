import type { GetServerSideProps } from "next";
import { GuideItems } from "@/components/content/GuideItems";
import { InfoPage } from "@/components/content/InfoPage";
import { BUYING_GUIDE } from "@/lib/content/buyingGuide";
import { selectItemId } from "@/lib/content/selection";
import { useRouter } from "next/router";

// Rendered per request so `?id=3` arrives already open, also without JavaScript.
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

export default function BuyingGuidePage() {
  const { query } = useRouter();
  const selectedId = selectItemId(query.id, BUYING_GUIDE.map((i) => i.id));
  const item = BUYING_GUIDE.find((i) => i.id === selectedId) ?? BUYING_GUIDE[0];
  return (
    <InfoPage
      title="Alım Hakkında"
      seoTitle={`${item.title} – Alım Hakkında`}
      description={`MotoBorsa alıcı rehberi: ${item.summary}`}
      breadcrumbs={[{ label: "Alım Hakkında" }]}
      eyebrow="Alıcı rehberi"
      lead="MotoBorsa'da motosiklet satın alırken bilmeniz gereken her şey: provizyon, ihale ve Hemen Al kuralları, hizmet bedeli, ödeme ve teslim."
    >
      <GuideItems items={BUYING_GUIDE} basePath="/kurumsal/alimhakkinda" navLabel="Alıcı rehberi konuları" />
    </InfoPage>
  );
}
