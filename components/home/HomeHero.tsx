import Link from "@/components/ui/Link";
import { formatNumber } from "@/lib/format";

/** The home page's opening band: how many auctions are live, the promise, and the three ways in. */
export function HomeHero({ liveTotal }: { liveTotal: number }) {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-600/20 blur-3xl" />
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
          <Link href="/hemenal" className="rounded-lg border border-white/30 px-5 py-3 font-semibold hover:bg-white/10">
            Hemen Al
          </Link>
          <Link href="/borsadasat" className="rounded-lg px-5 py-3 font-semibold text-neutral-300 hover:text-white">
            Motosikletimi satmak istiyorum →
          </Link>
        </div>
      </div>
    </section>
  );
}
