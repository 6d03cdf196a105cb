import { InfoPage } from "@/components/content/InfoPage";
import { LegalCollection } from "@/components/content/LegalCollection";
import { LEGAL_DOC_KEYS, LEGAL_DOCS } from "@/lib/content/legal";

const latestUpdate = LEGAL_DOC_KEYS.map((k) => LEGAL_DOCS[k].updatedAt)
  .sort()
  .at(-1)!;

export default function LegalInformationPage() {
  return (
    <InfoPage
      title="Yasal Bilgilendirme"
      description="MotoBorsa Üyelik Sözleşmesi, Kullanım Koşulları ve Hesap Sözleşmesi: ihale ve Hemen Al kuralları, hizmet bedeli, provizyon yükleme, bloke ve iade esasları."
      breadcrumbs={[{ label: "Yasal Bilgilendirme" }]}
      eyebrow="Yasal"
      lead="MotoBorsa'yı kullanırken geçerli olan sözleşmeler. Üye olurken Üyelik Sözleşmesi ile birlikte Kullanım Koşulları'nı ve Hesap Sözleşmesi'ni de kabul etmiş olursunuz."
      updatedAt={latestUpdate}
    >
      <LegalCollection keys={LEGAL_DOC_KEYS} docs={LEGAL_DOCS} />
    </InfoPage>
  );
}
