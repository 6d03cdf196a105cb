import type { AxiosRequestConfig } from "axios";
import type { HttpErrorResponse } from "@/lib/httpAuth";

type ClientName = "apiClient" | "notificationClient" | "webClient";

/**
 * axios (≈20 KB gzip) loads with the first request, not with every page: most visitors of the public
 * pages never send one. The instances and their interceptors live in ./httpClient.
 */
const client = (name: ClientName) => import("@/lib/httpClient").then((module) => module[name]);

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
