/**
 * The session side of the browser's HTTP clients: base addresses, the wrong-session check and the PRODUCT §12.3
 * 401/403 handling. Shared by lib/http.ts and lib/httpClient.ts, so neither imports the other statically
 * (no import cycle), and it carries no axios.
 */
import type { AxiosResponse } from "axios";
import Router from "next/router";
import { toast } from "@/lib/browser/toast";
import { SHELL_LABELS } from "@/lib/shell/labels";
import { clearTokens } from "@/lib/tokens";

/**
 * PRODUCT §12.2: three base addresses from runtime configuration. They are public build-time variables;
 * empty means the same origin, where this app serves its own API.
 */
export const API_BASES = {
  web: process.env.NEXT_PUBLIC_WEB_URL || "",
  notification: process.env.NEXT_PUBLIC_NOTIFICATION_API_URL || "",
  main: process.env.NEXT_PUBLIC_API_URL || "",
} as const;

/**
 * The server's 403 for a valid token of the wrong kind (a staff token at a user-only endpoint). It is
 * no auth failure: PRODUCT §12.3's "clear both tokens" is kept for real ones (PRODUCT §12.3).
 */
export const WRONG_SESSION = "wrong_session";

export function isWrongSession(response: { status?: number; data?: unknown } | undefined): boolean {
  const data = response?.data as { code?: unknown } | null | undefined;
  return response?.status === 403 && data?.code === WRONG_SESSION;
}

/** What a failed request rejects with (PRODUCT §12.3: "re-thrown as the response"). */
export type HttpErrorResponse = AxiosResponse & { authHandled?: boolean };

const SESSION_TOAST_ID = "session-expired";

function currentPath(): string {
  return typeof window === "undefined" ? "/" : window.location.pathname;
}

let authRedirectInFlight = false;

/**
 * True while the PRODUCT §12.3 401/403 navigation runs. A page guard (useRequireUser) must not replace it
 * with its own /giris redirect, which would cancel it.
 */
export function authRedirectPending(): boolean {
  return authRedirectInFlight;
}

function navigate(path: string) {
  // Router is only ready inside the app; tests and early errors fall back to a full navigation.
  if (Router.router) {
    authRedirectInFlight = true;
    void Router.push(path)
      .catch(() => undefined)
      .finally(() => {
        authRedirectInFlight = false;
      });
  } else window.location.assign(path);
}

/** PRODUCT §12.3 401/403 rules. */
export function handleAuthFailure(status: 401 | 403): void {
  clearTokens();
  toast.error(SHELL_LABELS.sessionExpired, { id: SESSION_TOAST_ID });
  const path = currentPath();
  if (status === 401) {
    if (path !== "/") navigate("/");
    return;
  }
  if (path.includes("/management")) {
    if (path !== "/management/login") navigate("/management/login");
  } else if (path !== "/" && path !== "/giris") {
    navigate("/giris");
  }
}
