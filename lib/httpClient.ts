/**
 * The axios instances behind lib/http.ts, which imports this module on the first request so axios
 * stays out of the pages' first-load JavaScript. Tests set `apiClient.defaults.adapter` here.
 */
import axios, { AxiosHeaders, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { EMAIL_UNVERIFIED } from "@/lib/accounts/rules";
import { API_BASES, handleAuthFailure, isWrongSession, type HttpErrorResponse } from "@/lib/httpAuth";
import { refreshToken, tokenNeedsRefresh } from "@/lib/tokenRefresh";
import { authorizationHeader, getUserToken } from "@/lib/tokens";

declare module "axios" {
  interface AxiosRequestConfig {
    /**
     * The caller handles 401/403 itself (sign-in screens checking a fresh account): no token removal,
     * toast or redirect.
     */
    skipAuthRedirect?: boolean;
    /** Set on the one repeat of a call the server refused as `wrong_session`. */
    sessionRetry?: boolean;
    /** Set on the one repeat, with a refreshed token, of a call refused as `email_unverified`. */
    verificationRetry?: boolean;
  }
}

/**
 * The server's 403 for a suspended user's bid, purchase or request: the account is signed in and
 * stays so; the message (the reason) is for the caller to show. Not a PRODUCT §12.3 auth failure. Here and
 * not in ./http so the public pages' first-load JavaScript does not grow.
 */
function isAccountSuspended(response: { status?: number; data?: unknown }): boolean {
  const data = response.data as { code?: unknown } | null | undefined;
  // A non-payer's ban (PRODUCT §7.3) is the same kind of refusal: signed in, the message says until when.
  return response.status === 403 && (data?.code === "account_suspended" || data?.code === "trading_banned");
}

/**
 * The server's 403 for a staff member deciding on their own record or confirming their own first
 * approval (separation of duties): the staff member stays signed in and sees the reason.
 */
function isOwnRecord(response: { status?: number; data?: unknown }): boolean {
  const data = response.data as { code?: unknown } | null | undefined;
  return response.status === 403 && data?.code === "own_record";
}

/**
 * The server's 403 for a bid, purchase, withdrawal or sell request before the identity is verified
 * (PRODUCT §3.7): the user stays signed in and the caller links the form on /profil.
 */
function isIdentityUnverified(response: { status?: number; data?: unknown }): boolean {
  const data = response.data as { code?: unknown } | null | undefined;
  return response.status === 403 && data?.code === "identity_unverified";
}

/**
 * The server's 401 for a valid but old sign-in at a step that needs a recent one (a withdrawal):
 * the caller asks for the password and repeats the call. The session stays; not a PRODUCT §12.3 failure.
 */
function isReauthRequired(response: { status?: number; data?: unknown }): boolean {
  const data = response.data as { code?: unknown } | null | undefined;
  return response.status === 401 && data?.code === "reauth_required";
}

/**
 * The server's 403 for a bid, purchase, withdrawal or sell request before the e-mail is verified.
 * The user stays signed in; the ID token may simply predate the click on the verification link.
 */
function isEmailUnverified(response: { status?: number; data?: unknown }): boolean {
  const data = response.data as { code?: unknown } | null | undefined;
  return response.status === 403 && data?.code === EMAIL_UNVERIFIED;
}

/**
 * After the link is followed, Firebase mints tokens with `email_verified` only on a refresh: the call
 * goes once more with a forced new token when that token differs (the user bids without signing out).
 */
async function retryAfterVerification(
  instance: AxiosInstance,
  config: InternalAxiosRequestConfig | undefined,
  response: HttpErrorResponse,
): Promise<AxiosResponse> {
  if (!config || config.verificationRetry) return Promise.reject(response);
  const sent = config.headers?.get?.("Authorization");
  const wasUser = sent === getUserToken();
  await refreshToken();
  const next = wasUser ? getUserToken() : authorizationHeader();
  if (!next || next === sent) return Promise.reject(response);
  const headers = new AxiosHeaders(config.headers);
  headers.set("Authorization", next);
  return instance.request({ ...config, headers, verificationRetry: true });
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
      // A staff member also signed in as a user: PRODUCT §3.1 sent the management token first; the
      // server refused it before doing anything, so the same call goes once more as the user.
      const user = getUserToken();
      if (config && !config.sessionRetry && user && config.headers?.get?.("Authorization") !== user) {
        const headers = new AxiosHeaders(config.headers);
        headers.set("Authorization", user);
        return instance.request({ ...config, headers, sessionRetry: true });
      }
      return Promise.reject(response);
    }
    if (
      isAccountSuspended(response) ||
      isOwnRecord(response) ||
      isReauthRequired(response) ||
      isIdentityUnverified(response)
    )
      return Promise.reject(response);
    if (isEmailUnverified(response)) return retryAfterVerification(instance, config, response);
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
