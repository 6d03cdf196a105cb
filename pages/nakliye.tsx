import dynamic from "next/dynamic";
import Link from "@/components/ui/Link";
import { useState } from "react";
import { RequestSteps, type Step } from "@/components/services/RequestSteps";
import { Seo } from "@/components/Seo";
import { useRequireUser } from "@/components/session/useRequireUser";
import { Icon } from "@/components/ui/Icon";
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
      <section className="relative overflow-hidden bg-ink text-white">
        <div
          aria-hidden="true"
          className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-600/20 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:py-14">
          <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-500">Nakliye</p>
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            Motosikletiniz <span className="text-brand-500">kapınıza</span> kadar
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-300">
            81 il arasında ve il içinde, rampalı ve tekerlek kilitli kapalı kasa araçlarla, nakliyat sigortası
            kapsamında taşıyoruz. Talebinizi bırakın, fiyat teklifimizi iletelim.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#talep" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold hover:bg-brand-800">
              Talep oluşturun
            </a>
            <Link
              href="/kurumsal/nakliye"
              className="rounded-lg border border-white/30 px-5 py-3 font-semibold hover:bg-white/10"
            >
              Hizmet ayrıntıları
            </Link>
          </div>
        </div>
      </section>

      <RequestSteps title="Nasıl işler?" steps={STEPS} />

      <div
        id="talep"
        className="mx-auto grid max-w-7xl scroll-mt-24 grid-cols-1 items-start gap-6 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_320px]"
      >
        <section
          aria-labelledby="talep-baslik"
          className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-8"
        >
          <h2 id="talep-baslik" className="text-xl font-bold">
            Nakliye talebi
          </h2>
          <p className="mb-6 mt-1 text-neutral-600">Fiyat teklifimizi genellikle aynı iş günü içinde iletiriz.</p>
          <TransportRequestForm homeCity={user.city} onCreated={() => setReloadKey((k) => k + 1)} />
        </section>
        <aside className="space-y-6">
          <section aria-labelledby="fiyata-dahil" className="rounded-2xl bg-ink p-6 text-white">
            <h2 id="fiyata-dahil" className="flex items-center gap-2 font-bold">
              <Icon name="shield" className="h-5 w-5 text-brand-500" />
              Fiyata dahil
            </h2>
            <ul className="mt-4 space-y-3 text-sm text-neutral-300">
              <li>KDV, nakliyat sigortası, köprü ve otoyol ücretleri</li>
              <li>En az dört noktadan, boyaya zarar vermeyen kayışlarla sabitleme</li>
              <li>Alım ve teslimde birlikte imzalanan tutanak</li>
            </ul>
          </section>
          <section
            aria-labelledby="nakliye-bilgi"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200"
          >
            <h2 id="nakliye-bilgi" className="font-bold">
              Taşımadan önce
            </h2>
            <p className="mt-2 text-sm text-neutral-600">Hazırlık, ödeme, iptal ve hasar bildirimi kuralları:</p>
            <Link
              href="/kurumsal/nakliye"
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:text-brand-700"
            >
              Nakliye Hizmeti sayfası
              <Icon name="chevronRight" className="h-4 w-4" />
            </Link>
          </section>
        </aside>
        <div className="min-w-0 lg:col-span-2">
          <MyTransportRequests reloadKey={reloadKey} />
        </div>
      </div>
    </>
  );
}
