import Cookies from "js-cookie";
import { useHydrated } from "@/lib/browser/useHydrated";
import { CONSENT_COOKIE } from "@/lib/cookieConsent";

/** Forgets the stored cookie choice and reloads, so the consent banner asks again. */
export function ConsentResetButton() {
  // A click before hydration would do nothing: disabled until the handler is there.
  const live = useHydrated();
  return (
    <button
      type="button"
      disabled={!live}
      onClick={() => {
        Cookies.remove(CONSENT_COOKIE, { path: "/" });
        window.location.reload();
      }}
      className="inline-flex items-center rounded-lg bg-ink px-5 py-3 font-semibold text-white hover:bg-neutral-800 disabled:opacity-60"
    >
      Çerez tercihlerimi değiştir
    </button>
  );
}
