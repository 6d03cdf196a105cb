import dynamic from "next/dynamic";
import { useState } from "react";
import { RequestSteps, type Step } from "@/components/services/RequestSteps";
import { Seo } from "@/components/Seo";
import { useRequireUser } from "@/components/session/useRequireUser";
import { ServiceHero } from "@/components/services/ServiceHero";
import { ServiceRequestLayout } from "@/components/services/ServiceRequestLayout";
import { LoadingBlock } from "@/components/ui/Spinner";
import { RULES } from "@/lib/content/rules";

// Shown only to a signed-in user, after hydration: their code is not part of the page's first load.
const TransportRequestForm = dynamic(
  () => import("@/components/transport/TransportRequestForm").then((m) => m.TransportRequestForm),
  { ssr: false, loading: () => <LoadingBlock /> },
);
const MyTransportRequests = dynamic(
  () => import("@/components/transport/MyTransportRequests").then((m) => m.MyTransportRequests),
  { ssr: false, loading: () => <LoadingBlock /> },
);

/** The steps /kurumsal/nakliye promises, in the words of the request states. */
const STEPS: Step[] = [
  { icon: "pen", title: "Talep", text: "Çıkış ve varış noktasını, motosikleti ve tercih ettiğiniz tarihi girin." },
  {
    icon: "tag",
    title: "Fiyat teklifi",
    text: `Mesafe, araç ve tarihe göre fiyatı hesaplarız; teklif ${RULES.transportQuoteValidDays} gün geçerlidir.`,
  },
  {
    icon: "check",
    title: "Onay veya ret",
    text: "Teklifi kabul ederseniz taşıma planlanır; reddederseniz talep ücretsiz kapanır.",
  },
  { icon: "clock", title: "Planlama", text: "Alım günü ve saat aralığı size bildirilir." },
  {
    icon: "truck",
    title: "Teslim",
    text: "Motosiklet varış adresinde birlikte kontrol edilip tutanakla teslim edilir.",
  },
];

export default function TransportPage() {
  // Nakliye is a needLogin item (PRODUCT §2.1, PRODUCT §4.1): visitors go to /giris and come back here.
  const { user, loading } = useRequireUser();
  const [reloadKey, setReloadKey] = useState(0);
  const seo = (
    <Seo
      title="Nakliye"
      description="Motosikletinizi Türkiye'nin 81 ili arasında kapalı kasa araçlarla, sigortalı olarak taşıyalım. Talep oluşturun, fiyat teklifimizi alın."
    />
  );

  if (loading || !user) {
    return (
      <>
        {seo}
        <LoadingBlock />
      </>
    );
  }

  return (
    <>
      {seo}
      <ServiceHero
        eyebrow="Nakliye"
        title={
          <>
            Motosikletiniz <span className="text-brand-500">kapınıza</span> kadar
          </>
        }
        text="81 il arasında ve il içinde, rampalı ve tekerlek kilitli kapalı kasa araçlarla, nakliyat sigortası kapsamında taşıyoruz. Talebinizi bırakın, fiyat teklifimizi iletelim."
        start={{ href: "#talep", label: "Talep oluşturun" }}
        more={{ href: "/kurumsal/nakliye", label: "Hizmet ayrıntıları" }}
        padding="sm:py-14"
      />

      <RequestSteps title="Nasıl işler?" steps={STEPS} />

      <ServiceRequestLayout
        id="talep"
        heading="Nakliye talebi"
        checklist={{
          id: "fiyata-dahil",
          icon: "shield",
          title: "Fiyata dahil",
          items: [
            "KDV, nakliyat sigortası, köprü ve otoyol ücretleri",
            "En az dört noktadan, boyaya zarar vermeyen kayışlarla sabitleme",
            "Alım ve teslimde birlikte imzalanan tutanak",
          ],
        }}
        help={{
          id: "nakliye-bilgi",
          title: "Taşımadan önce",
          text: "Hazırlık, ödeme, iptal ve hasar bildirimi kuralları:",
          href: "/kurumsal/nakliye",
          label: "Nakliye Hizmeti sayfası",
        }}
        list={<MyTransportRequests reloadKey={reloadKey} />}
      >
        <p className="mb-6 mt-1 text-neutral-600">Fiyat teklifimizi genellikle aynı iş günü içinde iletiriz.</p>
        <TransportRequestForm homeCity={user.city} onCreated={() => setReloadKey((k) => k + 1)} />
      </ServiceRequestLayout>
    </>
  );
}
