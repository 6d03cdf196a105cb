import Cookies from "js-cookie";

/** PRODUCT §3.4 cookie-consent preference. */
export type ConsentPreferences = { necessary: true; analytics: boolean; functionality: boolean; marketing: boolean };
export type ConsentCategory = Exclude<keyof ConsentPreferences, "necessary">;

export const CONSENT_COOKIE = "cookie-consent";
/** PRODUCT §13: the product sets no lifetime, so the 365-day default applies. */
export const CONSENT_DAYS = 365;
export const CONSENT_EVENT = "motoborsa:cookie-consent";

export const DEFAULT_PREFERENCES: ConsentPreferences = {
  necessary: true,
  analytics: false,
  functionality: false,
  marketing: false,
};
export const ALL_ACCEPTED: ConsentPreferences = {
  necessary: true,
  analytics: true,
  functionality: true,
  marketing: true,
};

/** The stored preferences, or null when the visitor has not chosen yet (or the cookie is unreadable). */
export function readConsent(): ConsentPreferences | null {
  const raw = Cookies.get(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ConsentPreferences>;
    return {
      necessary: true,
      analytics: parsed.analytics === true,
      functionality: parsed.functionality === true,
      marketing: parsed.marketing === true,
    };
  } catch {
    return null;
  }
}

/** Stores exactly the choice given (PRODUCT §14: never a stale one) and tells listeners such as analytics. */
export function saveConsent(preferences: Omit<ConsentPreferences, "necessary">): ConsentPreferences {
  const value: ConsentPreferences = {
    necessary: true,
    analytics: preferences.analytics,
    functionality: preferences.functionality,
    marketing: preferences.marketing,
  };
  const secure = typeof window !== "undefined" && window.location.protocol === "https:";
  Cookies.set(CONSENT_COOKIE, JSON.stringify(value), { expires: CONSENT_DAYS, path: "/", sameSite: "lax", secure });
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
  return value;
}
