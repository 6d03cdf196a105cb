import { ArticleWithAside } from "@/components/content/ArticleWithAside";
import { CompanyCard } from "@/components/content/CompanyCard";
import { ContentBlocks } from "@/components/content/ContentBlocks";
import { InfoPage } from "@/components/content/InfoPage";
import { SectionList } from "@/components/content/SectionList";
import { ABOUT_SECTIONS, COMPANY_FACTS } from "@/lib/content/about";

export default function AboutPage() {
  return (
    <InfoPage
      title="Hakkımızda"
      description="MotoBorsa; ekspertizli ikinci el motosikletleri ihale ve Hemen Al ile satan, Borsa'da Sat ve Nakliye hizmetleri sunan çevrim içi motosiklet pazaryeridir."
      breadcrumbs={[{ label: "Kurumsal" }, { label: "Hakkımızda" }]}
      eyebrow="Kurumsal"
      lead="Motosikletin borsası: ekspertizli araçlar, provizyonla güvence altına alınan teklifler, açık hizmet bedeli ve noterde devir."
    >
      <ArticleWithAside aside={<CompanyCard />}>
        <SectionList
          sections={[
            ...ABOUT_SECTIONS,
            { id: "sirket-bilgileri", title: "Şirket bilgileri", blocks: [{ type: "dl", items: COMPANY_FACTS }] },
          ]}
        />
        <div className="mt-10">
          <ContentBlocks blocks={[{ type: "cta", text: "Canlı ihalelere göz atın", href: "/ihaleler" }]} />
        </div>
      </ArticleWithAside>
    </InfoPage>
  );
}
