import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { identityUnverifiedRefusal } from "@/components/identity/IdentityRequiredNotice";
import { getUserToken } from "@/lib/tokens";
import { renderBidPanel, signInBidder } from "@/tests/unit/helpers/bidPanel";

const router = await vi.hoisted(async () =>
  (await import("@/tests/unit/helpers/router")).routerMock({ asPath: "/ihaleler/7", pathname: "/ihaleler/[id]" }),
);
vi.mock("next/router", async () => (await import("@/tests/unit/helpers/router")).nextRouterModule(router));
vi.mock("@/lib/browser/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("@/lib/tokenRefresh", () => ({ refreshToken: () => Promise.resolve(), tokenNeedsRefresh: () => false }));

const REFUSAL = { code: "identity_unverified", error: "Teklif vermek için kimliğinizi doğrulamanız gerekiyor." };

beforeEach(() => {
  signInBidder({ status: 403, data: REFUSAL });
});

describe("a bid refused for want of a verified identity", () => {
  it("shows the server's message with the link to /profil#kimlik, and the session stays", async () => {
    renderBidPanel();
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
