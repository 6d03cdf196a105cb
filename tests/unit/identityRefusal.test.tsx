import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AxiosError, type InternalAxiosRequestConfig } from "axios";
import Cookies from "js-cookie";
import { BidPanel } from "@/components/auctions/BidPanel";
import { identityUnverifiedRefusal } from "@/components/identity/IdentityRequiredNotice";
import { SessionProvider } from "@/components/session/SessionProvider";
import type { AuctionLive } from "@/lib/auctions/types";
import { apiClient } from "@/lib/httpClient";
import { getUserToken, setUserToken } from "@/lib/tokens";

const router = vi.hoisted(() => ({
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(),
  asPath: "/ihaleler/7",
  pathname: "/ihaleler/[id]",
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock("next/router", () => ({ useRouter: () => router, default: { router: {}, push: router.push } }));
vi.mock("react-hot-toast", () => ({ default: { error: vi.fn(), success: vi.fn() } }));
vi.mock("@/lib/tokenRefresh", () => ({ refreshToken: () => Promise.resolve(), tokenNeedsRefresh: () => false }));

const user = {
  uid: "u1",
  email: "a@b.tr",
  name: "Ayşe",
  lastName: "Demir",
  phone: "5321234567",
  city: "İzmir",
  hasProfile: true,
  provision: { total: 50_000, blocked: 0 },
  emailVerified: true,
  suspension: null,
};
const live: AuctionLive = {
  id: 7,
  status: "live",
  result: null,
  currentPrice: 96_000,
  bidCount: 1,
  startsAt: "2026-11-23T10:00:00Z",
  endsAt: "2026-11-30T10:00:00Z",
  minimumBid: 97_000,
  increment: 1_000,
  commission: 8_000,
  deposit: 8_000,
  hasReserve: false,
  reserveMet: false,
  buyNowPrice: null,
  version: 1,
  bids: [],
};
const REFUSAL = { code: "identity_unverified", error: "Teklif vermek için kimliğinizi doğrulamanız gerekiyor." };

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const current = config.url === "/api/me/current";
    const response = {
      status: current ? 200 : 403,
      statusText: "",
      data: current ? { user } : REFUSAL,
      headers: {},
      config,
      request: {},
    };
    if (!current) throw new AxiosError("refused", "ERR", config, {}, response);
    return response;
  };
  setUserToken("user-token");
});

describe("a bid refused for want of a verified identity", () => {
  it("shows the server's message with the link to /profil#kimlik, and the session stays", async () => {
    render(
      <SessionProvider>
        <BidPanel
          live={live}
          viewer={{ hasBid: false, leading: false, myMax: null, isSeller: false, isStaff: false }}
          onPlaced={vi.fn()}
          onRefused={vi.fn()}
        />
      </SessionProvider>,
    );
    await screen.findByRole("textbox", { name: "Teklif tutarı" });
    await userEvent.click(screen.getByRole("button", { name: "Teklif Ver" }));
    await userEvent.click(await screen.findByRole("button", { name: "Teklifi onayla" }));
    const notice = await screen.findByTestId("identity-required-notice");
    expect(notice).toHaveTextContent(REFUSAL.error);
    expect(screen.getByRole("link", { name: "Kimliğimi doğrula" })).toHaveAttribute("href", "/profil#kimlik");
    expect(getUserToken()).toBe("Bearer user-token");
    expect(router.push).not.toHaveBeenCalled();
  });

  it("identityUnverifiedRefusal reads only that code", () => {
    expect(identityUnverifiedRefusal({ status: 403, data: REFUSAL })).toBe(REFUSAL.error);
    expect(identityUnverifiedRefusal({ status: 403, data: { code: "email_unverified", error: "x" } })).toBeNull();
    expect(identityUnverifiedRefusal(null)).toBeNull();
  });
});
