import dynamic from "next/dynamic";
import Link from "@/components/ui/Link";
import { useState } from "react";
import { RequestSteps, type Step } from "@/components/services/RequestSteps";
import { Seo } from "@/components/Seo";
import { useSession } from "@/components/session/SessionProvider";
import { ButtonLink } from "@/components/ui/Button";
import { Icon, type IconName } from "@/components/ui/Icon";
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
      <section className="relative overflow-hidden bg-ink text-white">
        <div
          aria-hidden="true"
          className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-600/20 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-500">Borsa&apos;da Sat</p>
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            Motosikletinizi <span className="text-brand-500">borsada</span> satın
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-300">
            Bilgileri ve fotoğrafları gönderin, ücretsiz teklifimizi alın. Kabul ederseniz ekspertizden noter devrine
            kadar satışı biz yürütürüz; satış bedelinin tamamı size ödenir.
          </p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-neutral-200">
            {PERKS.map((perk) => (
              <li key={perk.text} className="flex items-center gap-2">
                <Icon name={perk.icon} className="h-5 w-5 text-brand-500" />
                {perk.text}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#basvuru" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold hover:bg-brand-800">
              Hemen başvurun
            </a>
            <Link
              href="/kurumsal/teklifal"
              className="rounded-lg border border-white/30 px-5 py-3 font-semibold hover:bg-white/10"
            >
              Süreç nasıl işler?
            </Link>
          </div>
        </div>
      </section>

      <RequestSteps title="Nasıl işler?" steps={STEPS} />

      <div
        id="basvuru"
        className="mx-auto grid max-w-7xl scroll-mt-24 grid-cols-1 items-start gap-6 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_320px]"
      >
        <section
          aria-labelledby="basvuru-baslik"
          className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-8"
        >
          <h2 id="basvuru-baslik" className="text-xl font-bold">
            Başvuru formu
          </h2>
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
        </section>
        <aside className="space-y-6">
          <section aria-labelledby="hazirlik" className="rounded-2xl bg-ink p-6 text-white">
            <h2 id="hazirlik" className="flex items-center gap-2 font-bold">
              <Icon name="bike" className="h-5 w-5 text-brand-500" />
              Başvurudan önce
            </h2>
            <ul className="mt-4 space-y-3 text-sm text-neutral-300">
              <li>Ruhsat bilgileri elinizin altında olsun: plaka, model yılı, motor hacmi.</li>
              <li>Gündüz ışığında çekilmiş net fotoğraflar: iki yan, ön, arka, gösterge paneli ve motor bloğu.</li>
              <li>Hasar, boya ve değişen parçaları açıkça yazın; ekspertiz sonrası teklif değişmesin.</li>
            </ul>
          </section>
          <section aria-labelledby="sorular" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
            <h2 id="sorular" className="font-bold">
              Sorularınız mı var?
            </h2>
            <p className="mt-2 text-sm text-neutral-600">Ödeme zamanı, kabul edilen araçlar ve sık sorulanlar:</p>
            <Link
              href="/kurumsal/teklifal"
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:text-brand-700"
            >
              Teklif Alın sayfası
              <Icon name="chevronRight" className="h-4 w-4" />
            </Link>
          </section>
        </aside>
        {user && (
          <div className="min-w-0 lg:col-span-2">
            <MySellRequests reloadKey={reloadKey} />
          </div>
        )}
      </div>
    </>
  );
}
