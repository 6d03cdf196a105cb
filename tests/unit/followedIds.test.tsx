import { act, render, screen, waitFor } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import { apiClient } from "@/lib/httpClient";
import { rememberFollow, useFollowing } from "@/lib/watchlist/client";
import type { FollowKind } from "@/lib/watchlist/types";

vi.mock("next/router", () => ({ useRouter: () => ({ isReady: true, query: {}, asPath: "/" }), default: {} }));
vi.mock("@/lib/browser/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("@/lib/tokenRefresh", () => ({ refreshToken: vi.fn(), tokenNeedsRefresh: () => false }));

/** Every GET waits until the test answers it (or fails it). */
type Pending = { url: string; settle: (status: number, data: unknown) => void };
let pending: Pending[] = [];

beforeEach(() => {
  pending = [];
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) =>
    new Promise((resolve, reject) => {
      pending.push({
        url: `${config.method?.toUpperCase()} ${config.url}`,
        settle: (status, data) => {
          const response = { status, statusText: "", data, headers: {}, config, request: {} };
          if (status < 400) resolve(response);
          else reject(Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response, config }));
        },
      });
    });
});

/** The requests sent so far, once the first has reached the network (http loads axios lazily). */
async function sent(): Promise<string[]> {
  await waitFor(() => expect(pending.length).toBeGreaterThan(0));
  return pending.map((p) => p.url);
}

async function settle(status: number, data: unknown) {
  await sent();
  const request = pending.shift()!;
  await act(async () => request.settle(status, data));
}

function Button({ uid, kind, id }: { uid: string | null; kind: FollowKind; id: number }) {
  const following = useFollowing(uid, kind, id);
  return <span data-testid={`${kind}-${id}`}>{following === null ? "unknown" : following ? "yes" : "no"}</span>;
}

const state = (kind: FollowKind, id: number) => screen.getByTestId(`${kind}-${id}`).textContent;

// The SWR cache is global, as in the app: each test uses its own user ids.
describe("the follow buttons' shared read of the followed ids", () => {
  it("reads once for every button of the page and follows the buttons' answers without reading again", async () => {
    render(
      <>
        <Button uid="u1" kind="auction" id={1} />
        <Button uid="u1" kind="auction" id={2} />
        <Button uid="u1" kind="listing" id={1} />
      </>,
    );
    expect([state("auction", 1), state("auction", 2), state("listing", 1)]).toEqual(["unknown", "unknown", "unknown"]);
    expect(await sent()).toEqual(["GET /api/me/watchlist/ids"]);
    await settle(200, { auctions: [1], listings: [] });
    expect([state("auction", 1), state("auction", 2), state("listing", 1)]).toEqual(["yes", "no", "no"]);

    await act(async () => rememberFollow("u1", { kind: "auction", id: 2, following: true, followers: 3 }));
    await act(async () => rememberFollow("u1", { kind: "auction", id: 1, following: false, followers: 0 }));
    expect([state("auction", 1), state("auction", 2), state("listing", 1)]).toEqual(["no", "yes", "no"]);
    expect(pending).toEqual([]);
  });

  it("keeps each user's follows apart and is unknown without a session", async () => {
    const { rerender } = render(<Button uid="u2" kind="listing" id={7} />);
    await settle(200, { auctions: [], listings: [7] });
    expect(state("listing", 7)).toBe("yes");

    rerender(<Button uid={null} kind="listing" id={7} />);
    expect(state("listing", 7)).toBe("unknown");
    expect(pending).toEqual([]);

    rerender(<Button uid="u3" kind="listing" id={7} />);
    expect(state("listing", 7)).toBe("unknown");
    expect(await sent()).toEqual(["GET /api/me/watchlist/ids"]);
    await settle(200, { auctions: [], listings: [] });
    expect(state("listing", 7)).toBe("no");
  });

  it("offers Takip Et (false) when the ids cannot be read, and a follow then counts", async () => {
    render(<Button uid="u4" kind="auction" id={5} />);
    await settle(500, { error: "Sunucu hatası" });
    expect(state("auction", 5)).toBe("no");
    await act(async () => rememberFollow("u4", { kind: "auction", id: 5, following: true, followers: 1 }));
    expect(state("auction", 5)).toBe("yes");
  });
});
