// @vitest-environment jsdom
import type { AxiosAdapter, InternalAxiosRequestConfig } from "axios";
import Cookies from "js-cookie";
import Router from "next/router";
import { toast } from "@/lib/browser/toast";
import { http } from "@/lib/http";
import { API_BASES } from "@/lib/httpAuth";
import { apiClient } from "@/lib/httpClient";
import { refreshToken } from "@/lib/tokenRefresh";
import { authorizationHeader, getManagementToken, getUserToken, setManagementToken, setUserToken } from "@/lib/tokens";

vi.mock("@/lib/browser/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("next/router", () => ({ default: { router: {}, push: vi.fn(() => Promise.resolve(true)) } }));
// Firebase is not loaded here: a test that needs a refreshed token says what the refresh stores.
vi.mock("@/lib/tokenRefresh", async (original) => ({
  ...(await original<typeof import("@/lib/tokenRefresh")>()),
  refreshToken: vi.fn(async () => undefined),
}));

type Seen = { method?: string; url?: string; authorization?: string | null; body?: unknown };
let seen: Seen[] = [];

/** Answers each request as `decide` says from its Authorization header, recording what was sent; no network. */
function serve(decide: (authorization: string | null) => { status: number; data: unknown }) {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const authorization = config.headers.get("Authorization") as string | null;
    seen.push({ method: config.method, url: config.url, authorization, body: config.data });
    const { status, data } = decide(authorization);
    const response = { status, statusText: String(status), data, headers: {}, config, request: {} };
    if (status >= 400) {
      const { AxiosError } = await import("axios");
      throw new AxiosError(`Request failed with status code ${status}`, "ERR_BAD_RESPONSE", config, {}, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

/** Answers every request with the given status and body. */
function answer(status: number, data: unknown) {
  serve(() => ({ status, data }));
}

/** Serves `data` to the one accepted token and refuses any other with 403 `refused`. */
function acceptOnly(token: string, data: unknown, refused: unknown) {
  serve((authorization) => (authorization === token ? { status: 200, data } : { status: 403, data: refused }));
}

function goTo(path: string) {
  window.history.pushState({}, "", path);
}

beforeEach(() => {
  seen = [];
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  vi.mocked(Router.push).mockClear();
  vi.mocked(toast.error).mockClear();
  goTo("/");
});

describe("tokens", () => {
  it("store `Bearer {token}` in bearer_token and management_token", () => {
    setUserToken("abc");
    setManagementToken("Bearer def");
    expect(Cookies.get("bearer_token")).toBe("Bearer abc");
    expect(Cookies.get("management_token")).toBe("Bearer def");
  });

  it("prefer the management token when both exist (PRODUCT §3.1)", () => {
    setUserToken("user");
    expect(authorizationHeader()).toBe("Bearer user");
    setManagementToken("staff");
    expect(authorizationHeader()).toBe("Bearer staff");
  });
});

describe("http client (PRODUCT §12.2)", () => {
  it("uses same-origin base addresses by default", () => {
    expect(API_BASES).toEqual({ web: "", notification: "", main: "" });
  });

  it.each(["get", "delete"] as const)("%s resolves to the response body", async (verb) => {
    answer(200, { ok: verb });
    await expect(http[verb]("/api/x")).resolves.toEqual({ ok: verb });
    expect(seen[0]).toMatchObject({ method: verb, url: "/api/x" });
  });

  it.each(["post", "put", "patch"] as const)("%s sends the body and resolves to the response body", async (verb) => {
    answer(200, { ok: verb });
    await expect(http[verb]("/api/x", { a: 1 })).resolves.toEqual({ ok: verb });
    expect(seen[0].method).toBe(verb);
    expect(JSON.parse(seen[0].body as string)).toEqual({ a: 1 });
  });

  it("sends no Authorization header without a token", async () => {
    answer(200, {});
    await http.get("/api/x");
    expect(seen[0].authorization).toBeFalsy();
  });

  it("sends the user token, and the management token when both exist", async () => {
    answer(200, {});
    setUserToken("user-token");
    await http.get("/api/a");
    setManagementToken("staff-token");
    await http.get("/api/b");
    expect(seen.map((s) => s.authorization)).toEqual(["Bearer user-token", "Bearer staff-token"]);
  });

  it("postWithStatus returns status and data on success", async () => {
    answer(201, { id: 7 });
    await expect(http.postWithStatus("/api/x", {})).resolves.toEqual({ status: 201, data: { id: 7 } });
  });

  it("postWithStatus returns the error's status and data", async () => {
    answer(409, { error: "Çakışma" });
    await expect(http.postWithStatus("/api/x", {})).resolves.toEqual({ status: 409, data: { error: "Çakışma" } });
  });

  it("re-throws other errors as the response, without touching tokens", async () => {
    answer(500, { error: "Sunucu hatası" });
    setUserToken("keep");
    await expect(http.get("/api/x")).rejects.toMatchObject({ status: 500, data: { error: "Sunucu hatası" } });
    expect(getUserToken()).toBe("Bearer keep");
    expect(toast.error).not.toHaveBeenCalled();
    expect(Router.push).not.toHaveBeenCalled();
  });

  it("does nothing special on 404", async () => {
    answer(404, {});
    setUserToken("keep");
    await expect(http.get("/api/x")).rejects.toMatchObject({ status: 404 });
    expect(getUserToken()).toBe("Bearer keep");
    expect(Router.push).not.toHaveBeenCalled();
  });
});

describe("401 and 403 (PRODUCT §12.3)", () => {
  const expired = "Oturumunuz sona erdi. Lütfen tekrar giriş yapın.";

  it.each([
    // [status, current path, redirect or null]
    [401, "/profil", "/"],
    [401, "/management/provizyon", "/"],
    [401, "/", null],
    [403, "/management", "/management/login"],
    [403, "/management/provizyon", "/management/login"],
    [403, "/profil", "/giris"],
    [403, "/ihaleler/5", "/giris"],
    [403, "/", null],
  ] as const)("%i on %s clears both tokens, toasts and goes to %s", async (status, path, target) => {
    goTo(path);
    setUserToken("u");
    setManagementToken("m");
    answer(status, { error: "x" });
    await expect(http.get("/api/x")).rejects.toMatchObject({ status, authHandled: true });
    expect(getUserToken()).toBeUndefined();
    expect(getManagementToken()).toBeUndefined();
    expect(toast.error).toHaveBeenCalledWith(expired, expect.objectContaining({ id: "session-expired" }));
    if (target) expect(Router.push).toHaveBeenCalledWith(target);
    else expect(Router.push).not.toHaveBeenCalled();
  });

  it("leaves a caller that handles 401/403 itself alone", async () => {
    goTo("/management/login");
    setManagementToken("m");
    answer(403, { error: "Bu alana yalnızca yetkili personel erişebilir." });
    await expect(http.get("/api/management/me", { skipAuthRedirect: true })).rejects.toMatchObject({ status: 403 });
    expect(getManagementToken()).toBe("Bearer m");
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("a staff token at a user-only endpoint (403 wrong_session)", () => {
  const refused = {
    error: "Bu işlem kullanıcı hesabıyla yapılır; personel oturumuyla yapılamaz.",
    code: "wrong_session",
  };

  /** The server: the management token is refused as the wrong session, the user token is served. */
  const userOnlyEndpoint = () => acceptOnly("Bearer u", { saved: true }, refused);

  it("keeps both sessions and repeats the call once with the user token (PRODUCT §3.1 order first)", async () => {
    goTo("/profil");
    setUserToken("u");
    setManagementToken("m");
    userOnlyEndpoint();
    await expect(http.put("/api/me/profile", { city: "Ankara" })).resolves.toEqual({ saved: true });
    expect(seen.map((s) => s.authorization)).toEqual(["Bearer m", "Bearer u"]);
    expect(JSON.parse(seen[1].body as string)).toEqual({ city: "Ankara" });
    expect(getUserToken()).toBe("Bearer u");
    expect(getManagementToken()).toBe("Bearer m");
    expect(toast.error).not.toHaveBeenCalled();
    expect(Router.push).not.toHaveBeenCalled();
  });

  it("with only the staff session, rejects with the server's message and ends no session", async () => {
    goTo("/ihaleler/5");
    setManagementToken("m");
    userOnlyEndpoint();
    await expect(http.post("/api/me/profile", {})).rejects.toMatchObject({ status: 403, data: refused });
    expect(seen).toHaveLength(1);
    expect(getManagementToken()).toBe("Bearer m");
    expect(toast.error).not.toHaveBeenCalled();
    expect(Router.push).not.toHaveBeenCalled();
  });
});

describe("a suspended user's bid or request (403 account_suspended)", () => {
  it("rejects with the reason and ends no session", async () => {
    goTo("/ihaleler/5");
    setUserToken("u");
    const refused = {
      error: "Hesabınız askıya alındı: Sahte teklif. Teklif veremezsiniz. Sorularınız için bizimle iletişime geçin.",
      code: "account_suspended",
    };
    answer(403, refused);
    await expect(http.post("/api/auctions/5/bids", { amount: 1000 })).rejects.toMatchObject({
      status: 403,
      data: refused,
    });
    expect(getUserToken()).toBe("Bearer u");
    expect(toast.error).not.toHaveBeenCalled();
    expect(Router.push).not.toHaveBeenCalled();
  });
});

describe("a staff decision on one's own record (403 own_record)", () => {
  it("rejects with the reason and keeps the staff member signed in", async () => {
    goTo("/management/provizyon");
    setManagementToken("m");
    const refused = {
      error:
        "Kendi kaydınızla ilgili işlem yapamazsınız: kendi provizyon talebinizi başka bir yetkili onaylamalı veya reddetmeli.",
      code: "own_record",
    };
    answer(403, refused);
    await expect(
      http.post("/api/management/provision-requests/5/approve", { receivedAmount: 1000 }),
    ).rejects.toMatchObject({ status: 403, data: refused });
    expect(getManagementToken()).toBe("Bearer m");
    expect(toast.error).not.toHaveBeenCalled();
    expect(Router.push).not.toHaveBeenCalled();
  });
});

describe("a withdrawal on an old sign-in (401 reauth_required)", () => {
  it("rejects with the answer for the form to ask the password, and ends no session", async () => {
    goTo("/profil/provizyon");
    setUserToken("u");
    const refused = { error: "Güvenliğiniz için şifrenizi yeniden girin.", code: "reauth_required" };
    answer(401, refused);
    await expect(http.post("/api/me/withdrawals", { amount: 1000, iban: "TR" })).rejects.toMatchObject({
      status: 401,
      data: refused,
    });
    expect(getUserToken()).toBe("Bearer u");
    expect(toast.error).not.toHaveBeenCalled();
    expect(Router.push).not.toHaveBeenCalled();
  });
});

describe("a bid before the e-mail is verified (403 email_unverified)", () => {
  const refused = {
    error: "Teklif verebilmek için e-posta adresinizi doğrulamanız gerekir.",
    code: "email_unverified",
  };

  /** The server: token "u" predates the verification, "v" carries email_verified. */
  const verifiedOnly = () => acceptOnly("Bearer v", { placed: true }, refused);

  it("after the link was followed: refreshes the token once and repeats the call with it, ending no session", async () => {
    goTo("/ihaleler/5");
    setUserToken("u");
    vi.mocked(refreshToken).mockImplementationOnce(async () => setUserToken("v"));
    verifiedOnly();
    await expect(http.post("/api/auctions/5/bids", { amount: 1000 })).resolves.toEqual({ placed: true });
    expect(seen.map((s) => s.authorization)).toEqual(["Bearer u", "Bearer v"]);
    expect(JSON.parse(seen[1].body as string)).toEqual({ amount: 1000 });
    expect(getUserToken()).toBe("Bearer v");
    expect(toast.error).not.toHaveBeenCalled();
    expect(Router.push).not.toHaveBeenCalled();
  });

  it("still unverified: rejects with the server's message once, keeping the session", async () => {
    goTo("/ihaleler/5");
    setUserToken("u");
    vi.mocked(refreshToken).mockImplementationOnce(async () => setUserToken("w"));
    verifiedOnly();
    await expect(http.post("/api/auctions/5/bids", { amount: 1000 })).rejects.toMatchObject({
      status: 403,
      data: refused,
    });
    // One repeat with the new token, never a loop.
    expect(seen.map((s) => s.authorization)).toEqual(["Bearer u", "Bearer w"]);
    expect(getUserToken()).toBe("Bearer w");
    expect(toast.error).not.toHaveBeenCalled();
    expect(Router.push).not.toHaveBeenCalled();
  });
});
