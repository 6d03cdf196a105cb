import { act, fireEvent, render, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { CookieConsent } from "@/components/cookies/CookieConsent";
import { ConsentedAnalytics } from "@/components/layout/ConsentedAnalytics";
import { CONSENT_COOKIE, readConsent, saveConsent } from "@/lib/cookieConsent";

vi.mock("next/link", () => ({
  default: ({ children, ...props }: { children: React.ReactNode }) => <a {...props}>{children}</a>,
}));
vi.mock("@vercel/analytics/react", () => ({ Analytics: () => <span data-testid="analytics" /> }));
vi.mock("@vercel/speed-insights/react", () => ({ SpeedInsights: () => <span data-testid="speed-insights" /> }));

const stored = () => JSON.parse(Cookies.get(CONSENT_COOKIE)!);

beforeEach(() => Cookies.remove(CONSENT_COOKIE, { path: "/" }));

describe("cookie consent storage", () => {
  it("reads nothing before a choice and ignores a broken cookie", () => {
    expect(readConsent()).toBeNull();
    Cookies.set(CONSENT_COOKIE, "{not json");
    expect(readConsent()).toBeNull();
  });

  it("always stores necessary:true and exactly the given choice", () => {
    saveConsent({ analytics: true, functionality: false, marketing: true });
    expect(stored()).toEqual({ necessary: true, analytics: true, functionality: false, marketing: true });
    expect(readConsent()).toEqual({ necessary: true, analytics: true, functionality: false, marketing: true });
  });
});

describe("<CookieConsent>", () => {
  it("stores the latest toggles, not the state before the last change (PRODUCT §14)", () => {
    render(<CookieConsent />);
    fireEvent.click(screen.getByRole("button", { name: "Çerez Ayarları" }));
    fireEvent.click(screen.getByRole("switch", { name: "Pazarlama Çerezleri" }));
    fireEvent.click(screen.getByRole("switch", { name: "Analitik Çerezler" }));
    fireEvent.click(screen.getByRole("button", { name: "Seçimlerimi Onayla" }));
    expect(stored()).toEqual({ necessary: true, analytics: true, functionality: false, marketing: true });
    expect(screen.queryByRole("region", { name: "Çerez bildirimi" })).toBeNull();
  });

  it("stays hidden when a choice exists", () => {
    saveConsent({ analytics: false, functionality: false, marketing: false });
    render(<CookieConsent />);
    expect(screen.queryByRole("region", { name: "Çerez bildirimi" })).toBeNull();
  });
});

describe("<ConsentedAnalytics>", () => {
  it("mounts speed insights always and analytics only after analytics consent", () => {
    render(<ConsentedAnalytics deployed />);
    expect(screen.getByTestId("speed-insights")).toBeInTheDocument();
    expect(screen.queryByTestId("analytics")).toBeNull();
    act(() => {
      saveConsent({ analytics: true, functionality: false, marketing: false });
    });
    expect(screen.getByTestId("analytics")).toBeInTheDocument();
    act(() => {
      saveConsent({ analytics: false, functionality: true, marketing: true });
    });
    expect(screen.queryByTestId("analytics")).toBeNull();
  });

  it("mounts nothing off Vercel, where the first-party script paths do not exist", () => {
    saveConsent({ analytics: true, functionality: true, marketing: true });
    render(<ConsentedAnalytics deployed={false} />);
    expect(screen.queryByTestId("speed-insights")).toBeNull();
    expect(screen.queryByTestId("analytics")).toBeNull();
  });
});
