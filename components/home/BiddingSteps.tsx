import Link from "@/components/ui/Link";
import { HydrateWhenIdle } from "@/components/layout/HydrateWhenIdle";
import { Icon } from "@/components/ui/Icon";

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
  );
}
