import { safeReturnUrl } from "@/lib/accounts/labels";

export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Where to sign in afterwards: the `returnUrl` of the request form, or the path of Firebase's continue URL. */
export function signInPath(query: Record<string, string | string[] | undefined>): string {
  const continueUrl = first(query.continueUrl);
  if (continueUrl && typeof window !== "undefined") {
    try {
      const url = new URL(continueUrl);
      if (url.origin === window.location.origin) return safeReturnUrl(url.pathname + url.search, "/giris");
    } catch {
      /* not a URL: fall through */
    }
  }
  return safeReturnUrl(query.returnUrl, "/giris");
}
