import { ArticleWithAside } from "@/components/content/ArticleWithAside";
import { CompanyCard } from "@/components/content/CompanyCard";
import { ContentBlocks } from "@/components/content/ContentBlocks";
import { InfoPage } from "@/components/content/InfoPage";
import { SectionList } from "@/components/content/SectionList";
import { TableOfContents } from "@/components/content/TableOfContents";
import { TRANSPORT_SECTIONS } from "@/lib/content/transport";

export default function TransportInfoPage() {
  return (
    <InfoPage
      title="Nakliye Hizmeti"
      description="MotoBorsa Nakliye: motosikletinizi 81 ile kapalı kasa, sigortalı ve teslim tutanaklı taşıyoruz. Talep, fiyat teklifi, planlama ve teslim adımları."
      breadcrumbs={[{ label: "Kurumsal" }, { label: "Nakliye Hizmeti" }]}
      eyebrow="Kurumsal"
      lead="Satın aldığınız ya da satacağınız motosikleti kapıdan kapıya, motosiklete uygun araçlarla ve sigortalı olarak taşıyoruz."
    >
      <ArticleWithAside
        aside={
          <>
            <TableOfContents sections={TRANSPORT_SECTIONS} />
            <CompanyCard title="Nakliye için bize ulaşın" />
          </>
        }
      >
        <SectionList sections={TRANSPORT_SECTIONS} />
        <div className="mt-10">
          <ContentBlocks blocks={[{ type: "cta", text: "Nakliye talebi oluşturun", href: "/nakliye" }]} />
        </div>
      </ArticleWithAside>
    </InfoPage>
  );
}
