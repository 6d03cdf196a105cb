import Cookies from "js-cookie";

/** PRODUCT §3.1 session cookies; each holds `Bearer {token}`. */
export const USER_TOKEN_COOKIE = "bearer_token";
export const MANAGEMENT_TOKEN_COOKIE = "management_token";
/** PRODUCT §3.2: logout also clears this stored value (kept by list screens between visits). */
export const PAGE_VALUE_KEY = "pageValue";

function cookieOptions(): Cookies.CookieAttributes {
  const secure = typeof window !== "undefined" && window.location.protocol === "https:";
  // The ID token inside lives an hour; the cookie outlives it because every load refreshes it (PRODUCT §3.3).
  return { path: "/", sameSite: "lax", secure, expires: 7 };
}

const asBearer = (token: string) => (token.startsWith("Bearer ") ? token : `Bearer ${token}`);

export function getUserToken(): string | undefined {
  return Cookies.get(USER_TOKEN_COOKIE) || undefined;
}

export function getManagementToken(): string | undefined {
  return Cookies.get(MANAGEMENT_TOKEN_COOKIE) || undefined;
}

export function setUserToken(token: string): void {
  Cookies.set(USER_TOKEN_COOKIE, asBearer(token), cookieOptions());
}

export function setManagementToken(token: string): void {
  Cookies.set(MANAGEMENT_TOKEN_COOKIE, asBearer(token), cookieOptions());
}

export function removeUserToken(): void {
  Cookies.remove(USER_TOKEN_COOKIE, { path: "/" });
}

export function removeManagementToken(): void {
  Cookies.remove(MANAGEMENT_TOKEN_COOKIE, { path: "/" });
}

/** Fired on window when clearTokens() ends both sessions, so what is on screen can follow. */
export const SESSIONS_CLEARED_EVENT = "motoborsa:sessions-cleared";

/** PRODUCT §12.3: a 401 or 403 clears both tokens. */
export function clearTokens(): void {
  removeUserToken();
  removeManagementToken();
  // The header must not go on greeting a user whose session just ended.
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SESSIONS_CLEARED_EVENT));
}

/** PRODUCT §3.1: the management token wins when both exist. */
export function authorizationHeader(): string | undefined {
  return getManagementToken() ?? getUserToken();
}

export function clearPageValue(): void {
  try {
    window.localStorage.removeItem(PAGE_VALUE_KEY);
    window.sessionStorage.removeItem(PAGE_VALUE_KEY);
  } catch {
    /* storage may be disabled (private mode); nothing to clear then */
  }
}
