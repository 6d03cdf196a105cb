import { render, screen } from "@testing-library/react";
import { formatTurkishDate, keyFromHash, parseItemId, parseKey, selectItemId } from "@/lib/content/selection";
import { BUYING_GUIDE } from "@/lib/content/buyingGuide";
import { SELLING_GUIDE } from "@/lib/content/sellingGuide";
import { BUYER_FEE_BANDS, bandLabel } from "@/lib/content/rules";
import { buyerCommission } from "@/lib/orders/commission";
import { GuideItems } from "@/components/content/GuideItems";

const query: { id?: string | string[] } = {};
vi.mock("next/router", () => ({ useRouter: () => ({ query, isReady: true }) }));

const IDS = [1, 2, 3, 4, 5];

describe("parseItemId / selectItemId", () => {
  it.each([
    ["3", 3],
    [" 5 ", 5],
    [["2", "4"], 2],
  ] as const)("accepts %j as %d", (raw, id) => {
    expect(parseItemId(raw as string | string[], IDS)).toBe(id);
    expect(selectItemId(raw as string | string[], IDS)).toBe(id);
  });

  it.each([undefined, "", "0", "6", "3a", "-1", "1.5", "1e0", "99999", []])("falls back to item 1 for %j", (raw) => {
    expect(parseItemId(raw as string | string[] | undefined, IDS)).toBeNull();
    expect(selectItemId(raw as string | string[] | undefined, IDS)).toBe(1);
  });
});

describe("parseKey / keyFromHash", () => {
  const keys = ["uyelik", "kullanim", "hesap"] as const;
  const anchors = { uyelik: "uyelik-sozlesmesi", kullanim: "kullanim-kosullari", hesap: "hesap-sozlesmesi" };
  it("reads ?belge= case-insensitively and rejects unknown keys", () => {
    expect(parseKey("Hesap", keys)).toBe("hesap");
    expect(parseKey(["kullanim"], keys)).toBe("kullanim");
    expect(parseKey("kvk", keys)).toBeNull();
    expect(parseKey(undefined, keys)).toBeNull();
  });
  it("maps a document anchor back to its key", () => {
    expect(keyFromHash("#hesap-sozlesmesi", anchors)).toBe("hesap");
    expect(keyFromHash("#uyelik-1-taraflar", anchors)).toBeNull();
    expect(keyFromHash("", anchors)).toBeNull();
  });
});

describe("formatTurkishDate", () => {
  it("writes the Turkish month name", () => {
    expect(formatTurkishDate("2026-11-21")).toBe("21 Kasım 2026");
    expect(formatTurkishDate("2027-02-05")).toBe("5 Şubat 2027");
  });
  it("rejects anything but an ISO date", () => {
    expect(() => formatTurkishDate("21.11.2026")).toThrow();
  });
});

describe("guide content", () => {
  it("has items 1–5 in order on both guides", () => {
    expect(BUYING_GUIDE.map((i) => i.id)).toEqual(IDS);
    expect(SELLING_GUIDE.map((i) => i.id)).toEqual(IDS);
  });

  it("prints the fee table from the SPEC commission rule itself", () => {
    expect(BUYER_FEE_BANDS.map((b) => [bandLabel(b), b.fee])).toEqual([
      ["250.000 TL altı", 8000],
      ["250.000 TL – 499.999 TL", 12000],
      ["500.000 TL ve üzeri", 20000],
    ]);
    for (const band of BUYER_FEE_BANDS) {
      expect(buyerCommission(band.from)).toBe(band.fee);
      if (band.below !== null) expect(buyerCommission(band.below - 1)).toBe(band.fee);
    }
  });
});

describe("GuideItems", () => {
  beforeEach(() => {
    delete query.id;
    window.HTMLElement.prototype.scrollIntoView = vi.fn();
  });

  function renderGuide() {
    return render(
      <GuideItems items={BUYING_GUIDE} basePath="/kurumsal/alimhakkinda" navLabel="Alıcı rehberi konuları" />,
    );
  }

  it("shows the item named by ?id and marks it current in the list", () => {
    query.id = "3";
    renderGuide();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("İhale ile satın alma");
    expect(screen.getByRole("link", { name: /İhale ile satın alma/, current: "page" })).toHaveAttribute(
      "href",
      "/kurumsal/alimhakkinda?id=3",
    );
    expect(screen.getAllByRole("link", { current: "page" })).toHaveLength(1);
  });

  it("shows item 1 without an id, and item 1 for an unknown id", () => {
    renderGuide();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Satın alma süreci");
    query.id = "42";
    renderGuide();
    expect(screen.getAllByRole("heading", { level: 2 }).at(-1)).toHaveTextContent("Satın alma süreci");
  });

  it("links to the previous and next items", () => {
    query.id = "5";
    renderGuide();
    expect(screen.getByRole("link", { name: /Önceki/ })).toHaveAttribute("href", "/kurumsal/alimhakkinda?id=4");
    expect(screen.queryByRole("link", { name: /Sonraki/ })).toBeNull();
  });
});
