import Cookies from "js-cookie";
import { CONSENT_COOKIE } from "@/lib/cookieConsent";

/** Forgets the stored cookie choice and reloads, so the consent banner asks again. */
export function ConsentResetButton() {
  return (
    <button
      type="button"
      onClick={() => {
        Cookies.remove(CONSENT_COOKIE, { path: "/" });
        window.location.reload();
      }}
      className="inline-flex items-center rounded-lg bg-ink px-5 py-3 font-semibold text-white hover:bg-neutral-800"
    >
      Çerez tercihlerimi değiştir
    </button>
  );
}
