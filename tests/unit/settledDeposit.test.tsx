import { render, screen } from "@testing-library/react";
import { SETTLED_DEPOSIT_LABELS } from "@/lib/orders/labels";
import { SettledDepositNote } from "@/components/buyNow/SettledDepositNote";
import type { SettledDeposit } from "@/lib/orders/types";

vi.mock("next/link", () => ({
  default: ({ children, ...props }: { children: React.ReactNode }) => <a {...props}>{children}</a>,
}));

describe("what a closed order says about its deposit", () => {
  const cases: Array<[SettledDeposit, string | null, string | null]> = [
    [
      { outcome: "captured", amount: 8_000 },
      "Sipariş iptal edildi · 8.000 TL teminat cayma bedeli olarak tahsil edildi.",
      "Cayma bedeli tahsil edildi: 8.000 TL",
    ],
    [
      { outcome: "released", amount: 12_000 },
      "Teminatınız serbest bırakıldı (12.000 TL).",
      "Teminat serbest bırakıldı: 12.000 TL",
    ],
    // Nothing was still blocked for the order: nothing worth saying.
    [{ outcome: "released", amount: 0 }, null, null],
  ];
  it.each(cases)("%o → buyer %j, staff %j", (deposit, buyer, staff) => {
    expect(SETTLED_DEPOSIT_LABELS.buyer(deposit)).toBe(buyer);
    expect(SETTLED_DEPOSIT_LABELS.staff(deposit)).toBe(staff);
  });

  it("a collected cayma bedeli links to the account movements; a release does not; nothing for open orders", () => {
    const { container, rerender } = render(<SettledDepositNote deposit={{ outcome: "captured", amount: 8_000 }} />);
    expect(container).toHaveTextContent(
      "Sipariş iptal edildi · 8.000 TL teminat cayma bedeli olarak tahsil edildi. Hesap hareketlerini görün",
    );
    expect(screen.getByRole("link", { name: "Hesap hareketlerini görün" })).toHaveAttribute(
      "href",
      "/profil/provizyon#hesap-hareketleri",
    );

    rerender(<SettledDepositNote deposit={{ outcome: "released", amount: 8_000 }} />);
    expect(container).toHaveTextContent("Teminatınız serbest bırakıldı (8.000 TL).");
    expect(screen.queryByRole("link")).toBeNull();

    rerender(<SettledDepositNote deposit={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<SettledDepositNote deposit={{ outcome: "released", amount: 0 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
