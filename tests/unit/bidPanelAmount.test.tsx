import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderBidPanel, signInBidder } from "@/tests/unit/helpers/bidPanel";

const router = await vi.hoisted(async () =>
  (await import("@/tests/unit/helpers/router")).routerMock({ asPath: "/ihaleler/7", pathname: "/ihaleler/[id]" }),
);
vi.mock("next/router", async () => (await import("@/tests/unit/helpers/router")).nextRouterModule(router));
vi.mock("@/lib/browser/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("@/lib/tokenRefresh", () => ({ refreshToken: () => Promise.resolve(), tokenNeedsRefresh: () => false }));

const posted: string[] = [];

beforeEach(() => {
  posted.length = 0;
  signInBidder({ status: 404, data: {} }, posted);
});

describe("the bid amount field", () => {
  it("keeps a typed comma: '98000,50' shows as 98.000,50 and is refused as kuruş, not read as 9.800.050 TL", async () => {
    renderBidPanel();
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
