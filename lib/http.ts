import axios, { AxiosHeaders, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import Router from "next/router";
import toast from "react-hot-toast";
import { shellMessages } from "./messages";
import { refreshToken, tokenNeedsRefresh } from "./tokenRefresh";
import { authorizationHeader, clearTokens, getUserToken } from "./tokens";

/**
 * SPEC §7: three base addresses from runtime configuration. They are public build-time variables;
 * empty means the same origin, where this app serves its own API.
 */
export const API_BASES = {
  web: process.env.NEXT_PUBLIC_WEB_URL || "",
  notification: process.env.NEXT_PUBLIC_NOTIFICATION_API_URL || "",
  main: process.env.NEXT_PUBLIC_API_URL || "",
} as const;

declare module "axios" {
  interface AxiosRequestConfig {
    /**
     * The caller handles 401/403 itself (sign-in screens checking a fresh account): no token removal,
     * toast or redirect.
     */
    skipAuthRedirect?: boolean;
    /** Set on the one repeat of a call the server refused as `wrong_session`. */
    sessionRetry?: boolean;
  }
}

/**
 * The server's 403 for a valid token of the wrong kind (a staff token at a user-only endpoint). It is
 * no auth failure: SPEC §8's "clear both tokens" is kept for real ones (docs/DEVELOPING.md).
 */
export const WRONG_SESSION = "wrong_session";

export function isWrongSession(response: { status?: number; data?: unknown } | undefined): boolean {
  const data = response?.data as { code?: unknown } | null | undefined;
  return response?.status === 403 && data?.code === WRONG_SESSION;
}

/** What a failed request rejects with (SPEC §8: "re-thrown as the response"). */
export type HttpErrorResponse = AxiosResponse & { authHandled?: boolean };

const SESSION_TOAST_ID = "session-expired";

function currentPath(): string {
  return typeof window === "undefined" ? "/" : window.location.pathname;
}

let authRedirectInFlight = false;

/**
 * True while the SPEC §8 401/403 navigation runs. A page guard (useRequireUser) must not replace it
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

/** SPEC §8 401/403 rules. */
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

async function attachAuthorization(config: InternalAxiosRequestConfig) {
  if (typeof window !== "undefined" && tokenNeedsRefresh(authorizationHeader())) await refreshToken();
  const authorization = authorizationHeader();
  if (authorization && !config.headers.has("Authorization")) config.headers.set("Authorization", authorization);
  return config;
}

function rejectAsResponse(instance: AxiosInstance) {
  return (error: unknown): Promise<AxiosResponse> => {
    if (!axios.isAxiosError(error) || !error.response) return Promise.reject(error);
    const response = error.response as HttpErrorResponse;
    const status = response.status;
    const config = error.config;
    if (isWrongSession(response)) {
      // A staff member also signed in as a user: SPEC §6 sent the management token first; the
      // server refused it before doing anything, so the same call goes once more as the user.
      const user = getUserToken();
      if (config && !config.sessionRetry && user && config.headers?.get?.("Authorization") !== user) {
        const headers = new AxiosHeaders(config.headers);
        headers.set("Authorization", user);
        return instance.request({ ...config, headers, sessionRetry: true });
      }
      return Promise.reject(response);
    }
    if ((status === 401 || status === 403) && !config?.skipAuthRedirect) {
      handleAuthFailure(status);
      // Already told the user; handleError stays quiet for it so one failure shows one toast.
      Object.defineProperty(response, "authHandled", { value: true, enumerable: false });
    }
    return Promise.reject(response);
  };
}

export function createClient(baseURL: string): AxiosInstance {
  const instance = axios.create({ baseURL, headers: { Accept: "application/json" } });
  instance.interceptors.request.use(attachAuthorization);
  instance.interceptors.response.use((response) => response, rejectAsResponse(instance));
  return instance;
}

export const apiClient = createClient(API_BASES.main);
export const notificationClient = createClient(API_BASES.notification);
export const webClient = createClient(API_BASES.web);

export type HttpClient = ReturnType<typeof makeHttp>;

function makeHttp(instance: AxiosInstance) {
  return {
    get: <T = unknown>(url: string, config?: AxiosRequestConfig) => instance.get<T>(url, config).then((r) => r.data),
    delete: <T = unknown>(url: string, config?: AxiosRequestConfig) => instance.delete<T>(url, config).then((r) => r.data),
    post: <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) => instance.post<T>(url, body, config).then((r) => r.data),
    put: <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) => instance.put<T>(url, body, config).then((r) => r.data),
    patch: <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) => instance.patch<T>(url, body, config).then((r) => r.data),
    /** SPEC §7: the POST that answers status and data, also for a failed request (status 0 offline). */
    postWithStatus: async <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<{ status: number; data: T }> => {
      try {
        const response = await instance.post<T>(url, body, config);
        return { status: response.status, data: response.data };
      } catch (error) {
        const response = error as Partial<HttpErrorResponse>;
        return { status: typeof response?.status === "number" ? response.status : 0, data: (response?.data ?? null) as T };
      }
    },
  };
}

/** The shared client for the main API: methods resolve to the response body. */
export const http = makeHttp(apiClient);
