import { ConsentResetButton } from "@/components/content/ConsentResetButton";
import { InfoPage } from "@/components/content/InfoPage";
import { LegalDocument } from "@/components/content/LegalDocument";
import { COOKIE_POLICY } from "@/lib/content/legal";

export default function CookiePolicyPage() {
  return (
    <InfoPage
      title={COOKIE_POLICY.title}
      description="MotoBorsa çerez politikası: zorunlu, analitik, işlevsel ve pazarlama çerezleri; cookie-consent, bearer_token ve management_token çerezleri, süreleri ve tercihlerinizi değiştirme."
      breadcrumbs={[{ label: "Yasal", href: "/kurumsal/yasalbilgilendirme" }, { label: "Çerez Politikası" }]}
      eyebrow="Yasal"
      lead={
        <>
          <p>Hangi çerezleri neden kullandığımızı ve seçiminizi nasıl değiştirebileceğinizi açıklıyoruz.</p>
          <div className="mt-4">
            <ConsentResetButton />
          </div>
        </>
      }
      updatedAt={COOKIE_POLICY.updatedAt}
    >
      <LegalDocument doc={COOKIE_POLICY} />
    </InfoPage>
  );
}
