import { InfoArticle } from "@/components/content/InfoArticle";
import { InfoPage } from "@/components/content/InfoPage";
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
      <InfoArticle
        sections={[
          ...ABOUT_SECTIONS,
          { id: "sirket-bilgileri", title: "Şirket bilgileri", blocks: [{ type: "dl", items: COMPANY_FACTS }] },
        ]}
        cta={{ text: "Canlı ihalelere göz atın", href: "/ihaleler" }}
        contents={false}
      />
    </InfoPage>
  );
}
