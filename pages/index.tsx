import type { GetServerSideProps } from "next";
import Link from "@/components/ui/Link";
import { AuctionCard } from "@/components/auctions/AuctionCard";
import { HydrateWhenIdle } from "@/components/layout/HydrateWhenIdle";
import { CardGrid } from "@/components/listing/CardGrid";
import { OrganizationJsonLd } from "@/components/seo/OrganizationJsonLd";
import { Seo } from "@/components/Seo";
import { Icon } from "@/components/ui/Icon";
import type { AuctionCard as Card } from "@/lib/auctions/types";
import { formatNumber } from "@/lib/format";

type Props = { endingSoon: Card[]; upcoming: Card[]; liveTotal: number; now: number };

export const getServerSideProps: GetServerSideProps<Props> = async () => {
  const { listAuctions } = await import("@/lib/server/auctions/service");
  const [ending, upcoming] = await Promise.all([
    listAuctions({ state: "live", sort: "ending", page: 1, pageSize: 6 }),
    listAuctions({ state: "upcoming", sort: "ending", page: 1, pageSize: 3 }),
  ]);
  return { props: { endingSoon: ending.items, upcoming: upcoming.items, liveTotal: ending.total, now: Date.now() } };
};

const HOME_GRID = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

const STEPS = [
  { icon: "user", title: "Üye olun", text: "Birkaç dakikada hesabınızı açın ve profilinizi tamamlayın." },
  {
    icon: "wallet",
    title: "Provizyon yatırın",
    text: "Havale/EFT ile provizyon ekleyin; teklifleriniz bu bakiyeyle teminat altına alınır.",
  },
  {
    icon: "gavel",
    title: "Teklif verin",
    text: "Ekspertizli motosikletlere teklif verin ya da azami tutar belirleyip sistemin sizin için teklif vermesini sağlayın.",
  },
  {
    icon: "truck",
    title: "Teslim alın",
    text: "Kazandığınız motosikletin ödemesini yapın, dilerseniz kapınıza kadar nakliye edelim.",
  },
] as const;

function Section({
  title,
  href,
  linkText,
  children,
}: {
  title: string;
  href: string;
  linkText: string;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 className="text-2xl font-extrabold tracking-tight">{title}</h2>
        <Link
          href={href}
          className="inline-flex items-center gap-1 whitespace-nowrap text-sm font-semibold text-brand-700 hover:text-brand-600"
        >
          {linkText}
          <Icon name="chevronRight" className="h-4 w-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}

export default function HomePage({ endingSoon, upcoming, liveTotal, now }: Props) {
  return (
    <>
      <OrganizationJsonLd />
      <Seo
        title="Ana Sayfa"
        description="MotoBorsa: Türkiye'nin motosiklet pazaryeri. Ekspertizli motosikletlere ihalede teklif verin, hemen alın, motosikletinizi borsada satın."
      />
      <section className="relative overflow-hidden bg-ink text-white">
        <div
          aria-hidden="true"
          className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-600/20 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-500">
            <span className="h-2 w-2 animate-pulse rounded-full bg-green-500" />
            Şu an {formatNumber(liveTotal)} canlı ihale
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Motosikletin <span className="text-brand-500">borsası</span>
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-300">
            Ekspertizli motosikletlere provizyonunuzla ihalede teklif verin, sabit fiyatla hemen alın ya da kendi
            motosikletinizi bize bırakın.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/ihaleler" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold hover:bg-brand-800">
              İhaleye Katıl
            </Link>
            <Link
              href="/hemenal"
              className="rounded-lg border border-white/30 px-5 py-3 font-semibold hover:bg-white/10"
            >
              Hemen Al
            </Link>
            <Link href="/borsadasat" className="rounded-lg px-5 py-3 font-semibold text-neutral-300 hover:text-white">
              Motosikletimi satmak istiyorum →
            </Link>
          </div>
        </div>
      </section>

      <Section title="Bitmek üzere olan ihaleler" href="/ihaleler?state=live" linkText="Tüm canlı ihaleler">
        {endingSoon.length > 0 ? (
          <CardGrid items={endingSoon} className={HOME_GRID}>
            {(a, priority) => <AuctionCard auction={a} now={now} priority={priority} />}
          </CardGrid>
        ) : (
          <p className="rounded-2xl bg-white p-8 text-center text-neutral-600 ring-1 ring-neutral-200">
            Şu anda canlı ihale yok. Yakında başlayacak ihalelere göz atın.
          </p>
        )}
      </Section>

      {upcoming.length > 0 && (
        <Section title="Yakında başlayacak" href="/ihaleler?state=upcoming" linkText="Tüm yaklaşan ihaleler">
          <CardGrid items={upcoming} className={HOME_GRID} priority={false}>
            {(a) => <AuctionCard auction={a} now={now} />}
          </CardGrid>
        </Section>
      )}

      <section className="border-t border-neutral-200 bg-white">
        {/* Static text and icons: hydrated once the page is idle. */}
        <HydrateWhenIdle data={STEPS} className="mx-auto max-w-7xl px-4 py-12">
          <h2 className="text-2xl font-extrabold tracking-tight">İhale nasıl işler?</h2>
          <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-neutral-50 p-5 ring-1 ring-neutral-200">
                <span className="grid h-10 w-10 place-items-center rounded-xl bg-ink text-brand-500">
                  <Icon name={step.icon} className="h-5 w-5" />
                </span>
                <h3 className="mt-4 font-bold">
                  {i + 1}. {step.title}
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-neutral-600">{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm text-neutral-600">
            Alıcı hizmet bedeli fiyata göre 8.000 TL, 12.000 TL veya 20.000 TL&apos;dir.{" "}
            <Link href="/kurumsal/alimhakkinda?id=4" className="font-semibold text-brand-700 hover:underline">
              Ayrıntılar
            </Link>
          </p>
        </HydrateWhenIdle>
      </section>
    </>
  );
}
