import { InfoArticle } from "@/components/content/InfoArticle";
import { InfoPage } from "@/components/content/InfoPage";
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
      <InfoArticle
        sections={TRANSPORT_SECTIONS}
        cta={{ text: "Nakliye talebi oluşturun", href: "/nakliye" }}
        cardTitle="Nakliye için bize ulaşın"
      />
    </InfoPage>
  );
}
