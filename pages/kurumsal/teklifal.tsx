import { InfoArticle } from "@/components/content/InfoArticle";
import { InfoPage } from "@/components/content/InfoPage";
import { SELL_OFFER_SECTIONS } from "@/lib/content/sellOffer";

export default function SellOfferInfoPage() {
  return (
    <InfoPage
      title="Borsa'da Sat: Teklif Alın"
      description="Motosikletinizi Borsa'da Sat ile satın: başvuru, inceleme, teklif, kabul ve yayın adımları. Satıcıdan komisyon alınmaz, ekspertiz ücretsizdir."
      breadcrumbs={[{ label: "Kurumsal" }, { label: "Teklif Alın" }]}
      eyebrow="Borsa'da Sat"
      lead="Motosikletinizi bize bildirin, ücretsiz teklifimizi alın. Kabul ederseniz ekspertizden noter randevusuna kadar satışı biz yürütürüz; satış bedelinin tamamı size ödenir."
    >
      <InfoArticle
        sections={SELL_OFFER_SECTIONS}
        cta={{ text: "Borsa'da Sat başvurusu yapın", href: "/borsadasat" }}
        cardTitle="Sorunuz mu var?"
      />
    </InfoPage>
  );
}
