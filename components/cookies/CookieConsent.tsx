import Link from "@/components/ui/Link";
import { Button } from "@/components/ui/Button";
import { ALL_ACCEPTED, DEFAULT_PREFERENCES } from "@/lib/cookieConsent";
import { CookieSettingsPanel } from "@/components/cookies/CookieSettingsPanel";
import { useCookieConsent } from "@/components/cookies/useCookieConsent";

const OUTLINED = "border border-white/25 !text-white hover:!bg-white/10";

/** PRODUCT §3.4 cookie banner with the settings panel; the cookie always stores the latest choice (PRODUCT §14). */
export function CookieConsent() {
  const { visible, panelOpen, openPanel, closePanel, choice, toggle, decide } = useCookieConsent();

  if (!visible) return null;

  return (
    <>
      <section
        aria-label="Çerez bildirimi"
        className="fixed inset-x-0 bottom-0 z-[60] border-t border-white/10 bg-ink/95 text-white shadow-2xl backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 md:flex-row md:items-center md:gap-6 md:py-5">
          {/* One short line on a phone: the banner appears once the page is idle, and on a page with
              little text (sign-in, sign-up, profile) the longer explanation became the largest paint
              (Lighthouse's LCP element) seconds after the page itself. The settings panel explains more. */}
          <p className="text-xs leading-relaxed text-neutral-200 sm:text-sm md:flex-1">
            <span className="sm:hidden">Sitemizde çerez kullanıyoruz: </span>
            <span className="hidden sm:inline">
              Zorunlu çerezlerin yanında, izin verirseniz analitik, işlevsellik ve pazarlama çerezleri de kullanıyoruz.
              Ayrıntılar:{" "}
            </span>
            <Link
              href="/kurumsal/cerezler"
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-500 underline underline-offset-2 hover:text-brand-100"
            >
              Çerez Politikası
            </Link>
            .
          </p>
          <div className="flex flex-wrap gap-2 md:flex-none">
            <Button variant="ghost" className={OUTLINED} onClick={openPanel}>
              Çerez Ayarları
            </Button>
            <Button variant="ghost" className={OUTLINED} onClick={() => decide(DEFAULT_PREFERENCES)}>
              Tümünü Reddet
            </Button>
            <Button onClick={() => decide(ALL_ACCEPTED)}>Tümünü Kabul Et</Button>
          </div>
        </div>
      </section>

      {panelOpen && (
        <CookieSettingsPanel choice={choice} onToggle={toggle} onConfirm={() => decide(choice)} onClose={closePanel} />
      )}
    </>
  );
}
