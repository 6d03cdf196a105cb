import { fireEvent, render, screen } from "@testing-library/react";
import { DashboardFigures } from "@/components/management/dashboard/DashboardFigures";
import type { Dashboard } from "@/lib/dashboard/types";

vi.mock("next/link", () => ({
  default: ({ children, ...props }: { children: React.ReactNode }) => <a {...props}>{children}</a>,
}));

const week = (values: number[]) =>
  values.map((value, i) => ({ day: `2026-11-${String(18 + i).padStart(2, "0")}`, value }));

describe("the dashboard's states", () => {
  it("error: the message and a retry button", () => {
    const retry = vi.fn();
    render(<DashboardFigures data={null} loading={false} error="Özet yüklenemedi." onRetry={retry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Özet yüklenemedi.");
    fireEvent.click(screen.getByRole("button", { name: "Tekrar dene" }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("loading before the first answer", () => {
    render(<DashboardFigures data={null} loading error={null} onRetry={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent("Özet yükleniyor…");
  });

  it("a role without any figure says so", () => {
    render(
      <DashboardFigures
        data={{ range: "7d", from: "2026-11-18", to: "2026-11-24" }}
        loading={false}
        error={null}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText("Yetkilerinizin kapsadığı bir özet rakamı yok.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Grafikler" })).toBeNull();
  });

  it("only the parts sent; an empty chart says there is nothing, figures also in a table for screen readers", () => {
    const data: Dashboard = {
      range: "7d",
      from: "2026-11-18",
      to: "2026-11-24",
      auctions: {
        live: 2,
        upcoming: 1,
        bids: 0,
        sold: 0,
        unsold: 0,
        sellThrough: null,
        bidsPerDay: week([0, 0, 0, 0, 0, 0, 0]),
      },
      sales: {
        gmv: 1_250_000,
        commission: 30_000,
        ordersByStatus: { awaiting_payment: 1, paid: 2, completed: 3, cancelled: 0 },
        gmvPerDay: week([0, 0, 0, 0, 0, 0, 1_250_000]),
      },
      provision: {
        pendingRequests: 4,
        pendingWithdrawals: 1,
        pendingWithdrawalAmount: 7_500,
        secondApprovalRequests: 2,
        secondApprovalWithdrawals: 1,
      },
    };
    render(<DashboardFigures data={data} loading={false} error={null} onRetry={() => {}} />);
    expect(screen.getByRole("link", { name: /Ödeme bekleyen çekim talebi\s*1\s*7\.500 TL/ })).toHaveAttribute(
      "href",
      "/management/cekimler",
    );
    // Dual control: the queue of first approvals waiting for a second staff member, provision and withdrawals together.
    expect(screen.getByRole("link", { name: /İkinci onay bekleyen\s*3\s*2 provizyon, 1 çekim/ })).toHaveAttribute(
      "href",
      "/management/provizyon?state=awaiting_second_approval",
    );
    expect(screen.getByText("Satış oranı").parentElement).toHaveTextContent("—");
    expect(screen.getByText("Brüt satış hacmi (GMV)").parentElement).toHaveTextContent("1.250.000 TL");
    expect(screen.queryByRole("region", { name: "Kullanıcılar" })).toBeNull();
    const bids = screen.getByText("Günlük teklif", { selector: "figcaption" }).closest("figure");
    expect(bids).toHaveTextContent("Bu dönemde kayıt yok.");
    expect(screen.getByRole("table", { name: "Günlük satış hacmi (TL)" })).toHaveTextContent("2026-11-241.250.000 TL");
  });
});
