import Link from "@/components/ui/Link";
import { HydrateWhenIdle } from "@/components/layout/HydrateWhenIdle";
import { StepCards } from "@/components/home/StepCards";

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

/** "İhale nasıl işler?": the four steps from sign-up to delivery and the buyer's fee bands. */
export function BiddingSteps() {
  return (
    <section className="border-t border-neutral-200 bg-white">
      {/* Static text and icons: hydrated once the page is idle. */}
      <HydrateWhenIdle data={STEPS} className="mx-auto max-w-7xl px-4 py-12">
        <h2 className="text-2xl font-extrabold tracking-tight">İhale nasıl işler?</h2>
        <StepCards steps={STEPS} className="gap-5 lg:grid-cols-4" />
        <p className="mt-6 text-sm text-neutral-600">
          Alıcı hizmet bedeli fiyata göre 8.000 TL, 12.000 TL veya 20.000 TL&apos;dir.{" "}
          <Link href="/kurumsal/alimhakkinda?id=4" className="font-semibold text-brand-700 hover:underline">
            Ayrıntılar
          </Link>
        </p>
      </HydrateWhenIdle>
    </section>
  );
}
