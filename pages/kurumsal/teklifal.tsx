import { ArticleWithAside } from "@/components/content/ArticleWithAside";
import { CompanyCard } from "@/components/content/CompanyCard";
import { ContentBlocks } from "@/components/content/ContentBlocks";
import { InfoPage } from "@/components/content/InfoPage";
import { SectionList } from "@/components/content/SectionList";
import { TableOfContents } from "@/components/content/TableOfContents";
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
      <ArticleWithAside
        aside={
          <>
            <TableOfContents sections={SELL_OFFER_SECTIONS} />
            <CompanyCard title="Sorunuz mu var?" />
          </>
        }
      >
        <SectionList sections={SELL_OFFER_SECTIONS} />
        <div className="mt-10">
          <ContentBlocks blocks={[{ type: "cta", text: "Borsa'da Sat başvurusu yapın", href: "/borsadasat" }]} />
        </div>
      </ArticleWithAside>
    </InfoPage>
  );
}
