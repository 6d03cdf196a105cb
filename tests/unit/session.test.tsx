import { useEffect } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { AxiosError, type InternalAxiosRequestConfig } from "axios";
import Cookies from "js-cookie";
import { toast } from "@/lib/browser/toast";
import { ManagementProvider, useManagement } from "@/components/management/ManagementProvider";
import { SessionProvider, availableProvision, useSession } from "@/components/session/SessionProvider";
import { apiClient } from "@/lib/httpClient";
import { getManagementToken, getUserToken, setManagementToken, setUserToken } from "@/lib/tokens";
import { bidder } from "@/tests/unit/helpers/accounts";

const router = await vi.hoisted(async () => (await import("@/tests/unit/helpers/router")).routerMock());
vi.mock("next/router", async () => (await import("@/tests/unit/helpers/router")).nextRouterModule(router));
vi.mock("@/lib/browser/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
const refresh = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock("@/lib/tokenRefresh", () => ({ refreshToken: refresh, tokenNeedsRefresh: () => false }));
const signOut = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock("@/lib/accounts/firebaseAuth", () => ({ signOutFirebase: signOut }));

type Route = { status: number; data: unknown };
let routes: Record<string, Route> = {};
let seen: { url?: string; authorization?: unknown }[] = [];

beforeEach(() => {
  routes = {};
  seen = [];
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  vi.clearAllMocks();
  window.localStorage.clear();
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    seen.push({ url: config.url, authorization: config.headers.get("Authorization") });
    const route = routes[config.url!] ?? { status: 404, data: {} };
    const response = { status: route.status, statusText: "", data: route.data, headers: {}, config, request: {} };
    if (route.status >= 400) throw new AxiosError("failed", "ERR", config, {}, response);
    return response;
  };
});

// The helpers' bidder as /api/me/current answered before it carried the e-mail and suspension fields.
const { emailVerified: _verified, suspension: _suspension, ...profile } = bidder;
const user = { ...profile, provision: { total: 50_000, blocked: 12_000 } };

function ShowSession() {
  const { user, loading } = useSession();
  return <p>{loading ? "yükleniyor" : user ? `kullanıcı:${user.name}` : "ziyaretçi"}</p>;
}

const renderSession = () =>
  render(
    <SessionProvider>
      <ShowSession />
    </SessionProvider>,
  );

describe("SessionProvider (PRODUCT §3.2)", () => {
  it("without a token: no fetch, loading ends, no user", async () => {
    renderSession();
    await screen.findByText("ziyaretçi");
    expect(seen).toEqual([]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("with a token: refreshes it first, then loads the user with the user token (even when a management token exists)", async () => {
    setUserToken("user-token");
    setManagementToken("staff-token");
    routes["/api/me/current"] = { status: 200, data: { user } };
    renderSession();
    expect(screen.getByText("yükleniyor")).toBeInTheDocument();
    await screen.findByText("kullanıcı:Ayşe");
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ url: "/api/me/current", authorization: "Bearer user-token" }]);
  });

  it("hasProfile:false → token removed, 'Lütfen baştan kayıt olunuz.', to /kayit", async () => {
    setUserToken("t");
    routes["/api/me/current"] = { status: 200, data: { user: { ...user, hasProfile: false } } };
    renderSession();
    await screen.findByText("ziyaretçi");
    expect(getUserToken()).toBeUndefined();
    expect(toast.error).toHaveBeenCalledWith("Lütfen baştan kayıt olunuz.", expect.anything());
    expect(router.push).toHaveBeenCalledWith("/kayit");
  });

  it("a failed fetch → token removed, the error shown, to /giris", async () => {
    setUserToken("t");
    routes["/api/me/current"] = { status: 500, data: { error: "Sunucu hatası" } };
    renderSession();
    await screen.findByText("ziyaretçi");
    expect(getUserToken()).toBeUndefined();
    expect(toast.error).toHaveBeenCalledWith("Sunucu hatası");
    expect(router.push).toHaveBeenCalledWith("/giris");
  });

  it("logout clears the token and pageValue, empties the user and goes to /auth with 'Çıkış yapıldı.'", async () => {
    setUserToken("t");
    window.localStorage.setItem("pageValue", "3");
    routes["/api/me/current"] = { status: 200, data: { user } };
    let session: ReturnType<typeof useSession> | null = null;
    function Grab() {
      const current = useSession();
      useEffect(() => {
        session = current;
      });
      return <ShowSession />;
    }
    render(
      <SessionProvider>
        <Grab />
      </SessionProvider>,
    );
    await screen.findByText("kullanıcı:Ayşe");
    await act(() => session!.logout());
    expect(screen.getByText("ziyaretçi")).toBeInTheDocument();
    expect(getUserToken()).toBeUndefined();
    expect(window.localStorage.getItem("pageValue")).toBeNull();
    expect(signOut).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith("Çıkış yapıldı.");
    expect(router.push).toHaveBeenCalledWith("/auth");
  });

  it("a 401 from any call ends the session on screen too: the greeting does not outlive the cookies (PRODUCT §12.3)", async () => {
    setUserToken("user-token");
    routes["/api/me/current"] = { status: 200, data: { user } };
    routes["/api/me/orders"] = { status: 401, data: { error: "Oturumunuz geçersiz" } };
    renderSession();
    await screen.findByText("kullanıcı:Ayşe");
    const { http } = await import("@/lib/http");
    await act(async () => {
      await http.get("/api/me/orders").catch(() => undefined);
    });
    expect(getUserToken()).toBeUndefined();
    await screen.findByText("ziyaretçi");
  });

  it("available provision is total − blocked, never negative", () => {
    expect(availableProvision(user)).toBe(38_000);
    expect(availableProvision({ provision: { total: 1, blocked: 5 } })).toBe(0);
    expect(availableProvision(null)).toBe(0);
  });
});

function ShowStaff() {
  const { staff, loading, hasPermission } = useManagement();
  if (loading) return <p>yükleniyor</p>;
  return (
    <p>{staff ? `personel:${hasPermission("provision:approve")}:${hasPermission("blog:write")}` : "personel yok"}</p>
  );
}

const renderStaff = () =>
  render(
    <ManagementProvider>
      <ShowStaff />
    </ManagementProvider>,
  );

describe("ManagementProvider (PRODUCT §4.1)", () => {
  it("without a management token there is no staff and every permission is false", async () => {
    renderStaff();
    await screen.findByText("personel yok");
  });

  it.each([
    [{ isSuper: true, roles: [] }, "personel:true:true"],
    [{ isSuper: false, roles: ["provision:approve"] }, "personel:true:false"],
    [{ isSuper: false, roles: [] }, "personel:false:false"],
  ])("%j → %s", async (member, expected) => {
    setManagementToken("m");
    routes["/api/management/me"] = { status: 200, data: { uid: "s", email: "s@t.tr", displayName: "S", ...member } };
    renderStaff();
    await screen.findByText(expected);
  });

  it("a refused management token is dropped quietly (no global logout on a public page)", async () => {
    setManagementToken("m");
    setUserToken("u");
    routes["/api/management/me"] = { status: 403, data: { error: "Bu alana yalnızca yetkili personel erişebilir." } };
    renderStaff();
    await screen.findByText("personel yok");
    await waitFor(() => expect(getManagementToken()).toBeUndefined());
    expect(getUserToken()).toBe("Bearer u");
    expect(toast.error).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });
});
