import Head from "next/head";
import Link from "next/link";
import { OrganizationJsonLd } from "@/components/seo/OrganizationJsonLd";

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
      <Head>
        <title>Ana Sayfa | MotoBorsa</title>
        <meta name="description" content="MotoBorsa: Türkiye'nin motosiklet pazaryeri. İhaleye katılın, hemen alın, motosikletinizi borsada satın." />
      </Head>
      <section className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Motosikletin <span className="text-brand-500">borsası</span>
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-300">
            Ekspertizli motosikletlere provizyonunuzla ihalede teklif verin, sabit fiyatla hemen alın ya da kendi motosikletinizi bize bırakın.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/ihaleler" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold hover:bg-brand-700">
              İhaleye Katıl
            </Link>
            <Link href="/hemenal" className="rounded-lg border border-white/30 px-5 py-3 font-semibold hover:bg-white/10">
              Hemen Al
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
