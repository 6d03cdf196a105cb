import { render, screen } from "@testing-library/react";
import { DefaultLayout } from "@/components/layout/DefaultLayout";

vi.mock("next/router", () => ({
  useRouter: () => ({ pathname: "/", asPath: "/", events: { on: vi.fn(), off: vi.fn() } }),
}));
vi.mock("@/components/session/SessionProvider", () => ({
  useSession: () => ({ user: null, loading: false, logout: vi.fn() }),
}));

describe("DefaultLayout (PRODUCT §2.1)", () => {
  it("renders header, main and footer by default", () => {
    render(<DefaultLayout>içerik</DefaultLayout>);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent("içerik");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it.each([
    [{ hideHeader: true }, false, true],
    [{ hideFooter: true }, true, false],
    [{ hideHeader: true, hideFooter: true }, false, false],
  ])("a page asking %j gets header %s, footer %s", (options, header, footer) => {
    render(<DefaultLayout {...options}>içerik</DefaultLayout>);
    expect(screen.queryByRole("banner") !== null).toBe(header);
    expect(screen.queryByRole("contentinfo") !== null).toBe(footer);
    expect(screen.getByRole("main")).toHaveTextContent("içerik");
  });
});
