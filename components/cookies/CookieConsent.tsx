import Link from "@/components/ui/Link";
import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/Button";
import { ModalDialog } from "@/components/ui/ModalDialog";
import {
  ALL_ACCEPTED,
  DEFAULT_PREFERENCES,
  readConsent,
  saveConsent,
  type ConsentCategory,
  type ConsentPreferences,
} from "@/lib/cookieConsent";

const CATEGORIES: { key: ConsentCategory; title: string; text: string }[] = [
  {
    key: "analytics",
    title: "Analitik Çerezler",
    text: "Sitenin nasıl kullanıldığını anonim olarak ölçmemize ve hızını iyileştirmemize yardımcı olur.",
  },
  {
    key: "functionality",
    title: "İşlevsellik Çerezleri",
    text: "Tercihlerinizi (ör. son baktığınız ilanlar, filtreler) hatırlayarak daha rahat bir deneyim sunar.",
  },
  {
    key: "marketing",
    title: "Pazarlama Çerezleri",
    text: "İlgilenebileceğiniz ihale ve ilanları size daha isabetli göstermek için kullanılır.",
  },
];

/** PRODUCT §3.4 cookie banner with the settings panel; the cookie always stores the latest choice (PRODUCT §14). */
export function CookieConsent() {
  const [visible, setVisible] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [choice, setChoice] = useState<ConsentPreferences>(DEFAULT_PREFERENCES);
  const titleId = useId();

  // The cookie is only readable in the browser, so the banner appears after hydration.
  useEffect(() => {
    const stored = readConsent();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the consent cookie exists only in the browser; reading it after hydration keeps the server HTML and the first client render equal
    if (stored) setChoice(stored);
    else setVisible(true);
  }, []);

  const closePanel = useCallback(() => setPanelOpen(false), []);

  const decide = (preferences: ConsentPreferences) => {
    setChoice(saveConsent(preferences));
    setPanelOpen(false);
    setVisible(false);
  };

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
            <Button
              variant="ghost"
              className="border border-white/25 !text-white hover:!bg-white/10"
              onClick={() => setPanelOpen(true)}
            >
              Çerez Ayarları
            </Button>
            <Button
              variant="ghost"
              className="border border-white/25 !text-white hover:!bg-white/10"
              onClick={() => decide(DEFAULT_PREFERENCES)}
            >
              Tümünü Reddet
            </Button>
            <Button onClick={() => decide(ALL_ACCEPTED)}>Tümünü Kabul Et</Button>
          </div>
        </div>
      </section>

      {panelOpen && (
        <ModalDialog
          aria-labelledby={titleId}
          onClose={closePanel}
          className="z-[70] flex items-end justify-center bg-black/60 p-0 sm:items-center sm:p-4"
        >
          <div className="max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 text-neutral-900 shadow-2xl sm:max-w-lg sm:rounded-2xl">
            <h2 id={titleId} className="text-lg font-bold">
              Çerez Ayarları
            </h2>
            <p className="mt-1 text-sm text-neutral-600">
              Hangi çerezlere izin verdiğinizi seçin. Tercihinizi dilediğiniz zaman değiştirebilirsiniz.
            </p>
            <ul className="mt-5 divide-y divide-neutral-200 rounded-xl border border-neutral-200">
              <li className="flex items-start justify-between gap-4 p-4">
                <div>
                  <p className="font-semibold">Zorunlu Çerezler</p>
                  <p className="mt-0.5 text-sm text-neutral-600">
                    Oturum açma ve güvenlik gibi sitenin çalışması için gerekli çerezler.
                  </p>
                </div>
                <span className="flex-none rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800">
                  Her zaman aktif
                </span>
              </li>
              {CATEGORIES.map((category) => (
                <ConsentToggle
                  key={category.key}
                  title={category.title}
                  text={category.text}
                  checked={choice[category.key]}
                  onChange={(checked) => setChoice((current) => ({ ...current, [category.key]: checked }))}
                />
              ))}
            </ul>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={closePanel}>
                Vazgeç
              </Button>
              <Button onClick={() => decide(choice)}>Seçimlerimi Onayla</Button>
            </div>
          </div>
        </ModalDialog>
      )}
    </>
  );
}

function ConsentToggle({
  title,
  text,
  checked,
  onChange,
}: {
  title: string;
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 p-4">
      <div>
        <p id={id} className="font-semibold">
          {title}
        </p>
        <p className="mt-0.5 text-sm text-neutral-600">{text}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={id}
        onClick={() => onChange(!checked)}
        className="flex flex-none items-center gap-2 rounded-full text-sm font-semibold"
      >
        <span
          className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors ${checked ? "bg-brand-600" : "bg-neutral-300"}`}
        >
          <span
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5" : "translate-x-0.5"}`}
          />
        </span>
        <span className={`w-12 text-left ${checked ? "text-brand-700" : "text-neutral-500"}`}>
          {checked ? "Açık" : "Kapalı"}
        </span>
      </button>
    </li>
  );
}
