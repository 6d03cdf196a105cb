import { InfoPage } from "@/components/content/InfoPage";
import { LegalDocument } from "@/components/content/LegalDocument";
import { KVKK_NOTICE } from "@/lib/content/legal";

export default function KvkkPage() {
  return (
    <InfoPage
      title={KVKK_NOTICE.title}
      seoTitle="KVKK Aydınlatma Metni"
      description="MotoBorsa Pazaryeri A.Ş. KVKK aydınlatma metni: işlenen kişisel veriler, amaçlar, hukuki sebepler, aktarımlar, saklama süreleri ve 11. madde kapsamındaki haklarınız."
      breadcrumbs={[{ label: "Yasal", href: "/kurumsal/yasalbilgilendirme" }, { label: "KVKK Aydınlatma Metni" }]}
      eyebrow="6698 sayılı Kanun"
      updatedAt={KVKK_NOTICE.updatedAt}
    >
      <LegalDocument doc={KVKK_NOTICE} />
    </InfoPage>
  );
}
