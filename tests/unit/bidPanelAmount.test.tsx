import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AxiosError, type InternalAxiosRequestConfig } from "axios";
import Cookies from "js-cookie";
import { BidPanel } from "@/components/auctions/BidPanel";
import { SessionProvider } from "@/components/session/SessionProvider";
import type { AuctionLive } from "@/lib/auctions/types";
import { apiClient } from "@/lib/httpClient";
import { setUserToken } from "@/lib/tokens";

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
const posted: string[] = [];

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  posted.length = 0;
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    if (config.method === "post") posted.push(config.url!);
    const ok = config.url === "/api/me/current";
    const response = {
      status: ok ? 200 : 404,
      statusText: "",
      data: ok ? { user } : {},
      headers: {},
      config,
      request: {},
    };
    if (!ok) throw new AxiosError("failed", "ERR", config, {}, response);
    return response;
  };
  setUserToken("user-token");
});

describe("the bid amount field", () => {
  it("keeps a typed comma: '98000,50' shows as 98.000,50 and is refused as kuruş, not read as 9.800.050 TL", async () => {
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
    const field = await screen.findByRole("textbox", { name: "Teklif tutarı" });
    await userEvent.clear(field);
    await userEvent.type(field, "98000,50");
    expect(field).toHaveValue("98.000,50");
    await userEvent.click(screen.getByRole("button", { name: "Teklif Ver" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Kuruş girilemez; tutarı tam TL olarak yazın (ör. 1.000).");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posted).toEqual([]);
  });
});
