import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import { useState } from "react";
import { SWRConfig } from "swr";
import { MySellRequests } from "@/components/sell/MySellRequests";
import { useManagedSellRequests } from "@/lib/sellRequests/client";
import type { SellRequestStatus, SellRequestView } from "@/lib/sellRequests/types";
import { apiClient } from "@/lib/httpClient";

const router = await vi.hoisted(async () =>
  (await import("@/tests/unit/helpers/router")).routerMock({ isReady: true, query: {} }),
);
vi.mock("next/router", async () => (await import("@/tests/unit/helpers/router")).nextRouterModule(router));
vi.mock("@/lib/browser/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("@/lib/tokenRefresh", () => ({ refreshToken: vi.fn(), tokenNeedsRefresh: () => false }));

/** Every request waits until the test answers it, so the test decides which answer arrives first. */
type Pending = { key: string; resolve: (data: unknown) => void };
let pending: Pending[] = [];

function answer(key: string, data: unknown) {
  const index = pending.findIndex((p) => p.key === key);
  if (index < 0) throw new Error(`no request waiting for ${key}; waiting: ${pending.map((p) => p.key).join(", ")}`);
  const [request] = pending.splice(index, 1);
  request.resolve(data);
}

beforeEach(() => {
  pending = [];
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    const params = new URLSearchParams(
      Object.entries(config.params ?? {}).filter(([, v]) => v !== undefined) as [string, string][],
    ).toString();
    const key = `${config.method?.toUpperCase()} ${config.url}${params ? `?${params}` : ""}`;
    return new Promise((resolve) => {
      pending.push({
        key,
        resolve: (data) => resolve({ status: 200, statusText: "", data, headers: {}, config, request: {} }),
      });
    });
  };
});

// A fresh cache per test: SWR's cache is global by default.
const fresh = (ui: React.ReactNode) => <SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>;

function request(id: number, status: SellRequestStatus, extra: Partial<SellRequestView> = {}): SellRequestView {
  return {
    id,
    plate: "34ABC123",
    brand: "Honda",
    model: `Model ${id}`,
    year: 2020,
    km: 1000,
    engineCc: 500,
    city: "İstanbul",
    expectedPrice: 100_000,
    description: "",
    photos: [],
    phone: "5321234567",
    status,
    offer: null,
    rejectReason: null,
    listedAuctionId: null,
    listedListingId: null,
    listedVehicleId: null,
    createdAt: "2026-01-01T10:00:00Z",
    updatedAt: "2026-01-01T10:00:00Z",
    actions: [],
    ...extra,
  };
}

function page(items: SellRequestView[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}

function ManagedList() {
  const [status, setStatus] = useState<SellRequestStatus>("submitted");
  const { data } = useManagedSellRequests({ status, page: 1, pageSize: 20 });
  return (
    <>
      <button onClick={() => setStatus("rejected")}>Reddedilenler</button>
      <ul>
        {data?.items.map((r) => (
          <li key={r.id}>{r.model}</li>
        ))}
      </ul>
    </>
  );
}

describe("management lists: a slower answer for filters left behind never replaces the newer one", () => {
  it("shows the newer filter's page when the older filter's answer arrives last", async () => {
    render(fresh(<ManagedList />));
    await waitFor(() =>
      expect(pending.map((p) => p.key)).toEqual([
        "GET /api/management/sell-requests?status=submitted&page=1&pageSize=20",
      ]),
    );
    // Staff switch to another tab before the first page arrived.
    fireEvent.click(screen.getByRole("button", { name: "Reddedilenler" }));
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () =>
      answer("GET /api/management/sell-requests?status=rejected&page=1&pageSize=20", page([request(2, "rejected")])),
    );
    await screen.findByText("Model 2");
    await act(async () =>
      answer("GET /api/management/sell-requests?status=submitted&page=1&pageSize=20", page([request(1, "submitted")])),
    );
    expect(screen.getByText("Model 2")).toBeInTheDocument();
    expect(screen.queryByText("Model 1")).not.toBeInTheDocument();
  });
});

describe("the owner's requests: a list read that started before an answer never brings the old state back", () => {
  it("keeps the accepted offer on screen when an older read of the list arrives after the answer", async () => {
    const offer = {
      price: 90_000,
      method: "buy_now" as const,
      reservePrice: null,
      note: "",
      madeAt: "2026-01-02T10:00:00Z",
      expiresAt: "2099-01-01T10:00:00Z",
      expired: false,
    };
    const offered = request(7, "offer_made", { offer, actions: ["accept", "decline"] });
    const accepted = request(7, "accepted", { offer, actions: [] });
    const { rerender } = render(fresh(<MySellRequests reloadKey={0} />));
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => answer("GET /api/me/sell-requests", { items: [offered] }));
    await screen.findByText("Teklif verildi");
    // The form on the same page sent another request: the list is read again, slowly.
    rerender(fresh(<MySellRequests reloadKey={1} />));
    await waitFor(() => expect(pending.map((p) => p.key)).toEqual(["GET /api/me/sell-requests"]));
    const slowRead = pending.shift()!;
    // Meanwhile the owner accepts the offer.
    fireEvent.click(screen.getByRole("button", { name: "Kabul Et" }));
    fireEvent.click(await screen.findByRole("button", { name: "Kabul Ediyorum" }));
    await waitFor(() => expect(pending.map((p) => p.key)).toEqual(["POST /api/me/sell-requests/7/accept"]));
    await act(async () => answer("POST /api/me/sell-requests/7/accept", { request: accepted }));
    await screen.findByText("Teklif kabul edildi");
    await waitFor(() => expect(pending.map((p) => p.key)).toEqual(["GET /api/me/sell-requests"]));
    await act(async () => answer("GET /api/me/sell-requests", { items: [accepted] }));
    // The read from before the answer arrives last, still showing the offer as open.
    await act(async () => slowRead.resolve({ items: [offered] }));
    expect(screen.getByText("Teklif kabul edildi")).toBeInTheDocument();
    expect(screen.queryByText("Teklif verildi")).not.toBeInTheDocument();
  });
});
