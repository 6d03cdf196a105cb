import type { AxiosRequestConfig, AxiosResponse } from "axios";
import Router from "next/router";
import toast from "react-hot-toast";
import { shellMessages } from "@/lib/messages";
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
  toast.error(shellMessages.sessionExpired, { id: SESSION_TOAST_ID });
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

type ClientName = "apiClient" | "notificationClient" | "webClient";

/**
 * axios (≈20 KB gzip) loads with the first request, not with every page: most visitors of the public
 * pages never send one. The instances and their interceptors live in ./httpClient.
 */
const client = (name: ClientName) => import("@/lib/httpClient").then((module) => module[name]);

export type HttpClient = ReturnType<typeof makeHttp>;

/** A client by name; the notification centre builds its own (components/notifications/api.ts) so public pages do not carry it. */
export function makeHttp(name: ClientName) {
  return {
    get: async <T = unknown>(url: string, config?: AxiosRequestConfig) =>
      (await client(name)).get<T>(url, config).then((r) => r.data),
    delete: async <T = unknown>(url: string, config?: AxiosRequestConfig) =>
      (await client(name)).delete<T>(url, config).then((r) => r.data),
    post: async <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      (await client(name)).post<T>(url, body, config).then((r) => r.data),
    put: async <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      (await client(name)).put<T>(url, body, config).then((r) => r.data),
    patch: async <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      (await client(name)).patch<T>(url, body, config).then((r) => r.data),
    /** PRODUCT §12.2: the POST that answers status and data, also for a failed request (status 0 offline). */
    postWithStatus: async <T = unknown>(
      url: string,
      body?: unknown,
      config?: AxiosRequestConfig,
    ): Promise<{ status: number; data: T }> => {
      try {
        const response = await (await client(name)).post<T>(url, body, config);
        return { status: response.status, data: response.data };
      } catch (error) {
        const response = error as Partial<HttpErrorResponse>;
        return {
          status: typeof response?.status === "number" ? response.status : 0,
          data: (response?.data ?? null) as T,
        };
      }
    },
  };
}

/** The shared client for the main API: methods resolve to the response body. */
export const http = makeHttp("apiClient");
