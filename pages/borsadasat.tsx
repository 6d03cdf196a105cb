import dynamic from "next/dynamic";
import { useState } from "react";
import { RequestSteps, type Step } from "@/components/services/RequestSteps";
import { Seo } from "@/components/Seo";
import { useSession } from "@/components/session/SessionProvider";
import { ServiceHero } from "@/components/services/ServiceHero";
import { ServiceRequestLayout } from "@/components/services/ServiceRequestLayout";
import { ButtonLink } from "@/components/ui/Button";
import type { IconName } from "@/components/ui/Icon";
import { LoadingBlock } from "@/components/ui/Spinner";
import { RULES } from "@/lib/content/rules";

// Shown only to a signed-in user, after hydration: their code is not part of the page's first load.
const SellRequestForm = dynamic(() => import("@/components/sell/SellRequestForm").then((m) => m.SellRequestForm), {
  ssr: false,
  loading: () => <LoadingBlock />,
});
const MySellRequests = dynamic(() => import("@/components/sell/MySellRequests").then((m) => m.MySellRequests), {
  ssr: false,
  loading: () => <LoadingBlock />,
});

/** The stages /kurumsal/teklifal describes, in the words of the request states. */
const STEPS: Step[] = [
  {
    icon: "pen",
    title: "Başvuru alındı",
    text: "Formu doldurup fotoğrafları yükleyin; başvuru numaranız hemen oluşur.",
  },
  {
    icon: "eye",
    title: "İncelemede",
    text: `Ekibimiz bilgileri inceler, gerekirse sizi arar. İlk yanıt en geç ${RULES.sellReviewDays} iş günü içinde.`,
  },
  {
    icon: "tag",
    title: "Teklif verildi",
    text: `Satış yöntemi (İhale veya Hemen Al) ve fiyatı içeren teklifimiz ${RULES.sellOfferValidDays} gün geçerlidir.`,
  },
  { icon: "check", title: "Kabul veya ret", text: "Teklifi profilinizden kabul edin ya da ücretsiz olarak reddedin." },
  {
    icon: "gavel",
    title: "Yayında",
    text: "Aracınız ekspertizden geçer, fotoğraflanır ve ihale ya da Hemen Al ilanı olarak yayına alınır.",
  },
];

const PERKS: { icon: IconName; text: string }[] = [
  { icon: "wallet", text: "Satıcıdan komisyon alınmaz" },
  { icon: "shield", text: "Ekspertiz ve ilan ücretsiz" },
  { icon: "clock", text: `${RULES.sellReviewDays} iş günü içinde ilk yanıt` },
];

export default function SellPage() {
  const { user, loading } = useSession();
  const [reloadKey, setReloadKey] = useState(0);

  return (
    <>
      <Seo
        title="Borsa'da Sat"
        description="Motosikletinizi MotoBorsa'da satın: plakayı, bilgileri ve fotoğrafları gönderin, ücretsiz teklifimizi alın. Satıcıdan komisyon alınmaz, ekspertiz ücretsizdir."
      />
      <ServiceHero
        eyebrow="Borsa'da Sat"
        title={
          <>
            Motosikletinizi <span className="text-brand-500">borsada</span> satın
          </>
        }
        text="Bilgileri ve fotoğrafları gönderin, ücretsiz teklifimizi alın. Kabul ederseniz ekspertizden noter devrine kadar satışı biz yürütürüz; satış bedelinin tamamı size ödenir."
        perks={PERKS}
        start={{ href: "#basvuru", label: "Hemen başvurun" }}
        more={{ href: "/kurumsal/teklifal", label: "Süreç nasıl işler?" }}
        padding="sm:py-16"
      />

      <RequestSteps title="Nasıl işler?" steps={STEPS} />

      <ServiceRequestLayout
        id="basvuru"
        heading="Başvuru formu"
        checklist={{
          id: "hazirlik",
          icon: "bike",
          title: "Başvurudan önce",
          items: [
            "Ruhsat bilgileri elinizin altında olsun: plaka, model yılı, motor hacmi.",
            "Gündüz ışığında çekilmiş net fotoğraflar: iki yan, ön, arka, gösterge paneli ve motor bloğu.",
            "Hasar, boya ve değişen parçaları açıkça yazın; ekspertiz sonrası teklif değişmesin.",
          ],
        }}
        help={{
          id: "sorular",
          title: "Sorularınız mı var?",
          text: "Ödeme zamanı, kabul edilen araçlar ve sık sorulanlar:",
          href: "/kurumsal/teklifal",
          label: "Teklif Alın sayfası",
        }}
        list={user && <MySellRequests reloadKey={reloadKey} />}
      >
        {loading ? (
          <LoadingBlock />
        ) : user ? (
          <>
            <p className="mb-6 mt-1 text-neutral-600">Bilgiler ne kadar eksiksizse teklifimiz o kadar kesin olur.</p>
            <SellRequestForm user={user} onCreated={() => setReloadKey((k) => k + 1)} />
          </>
        ) : (
          <div className="mt-4 rounded-xl bg-neutral-50 p-6 ring-1 ring-neutral-200">
            <p className="font-semibold">Başvuru için giriş yapın</p>
            <p className="mt-1 text-neutral-600">
              Başvurunuzun durumunu ve teklifimizi profilinizden izleyebilmeniz için üye girişi gerekir. Üyelik
              ücretsizdir.
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <ButtonLink href="/giris?returnUrl=/borsadasat">Giriş Yap</ButtonLink>
              <ButtonLink href="/kayit?returnUrl=/borsadasat" variant="secondary">
                Kayıt Ol
              </ButtonLink>
            </div>
          </div>
        )}
      </ServiceRequestLayout>
    </>
  );
}
