import { render, screen } from "@testing-library/react";
import { ResultsBar } from "@/components/listing/ResultsBar";
import { pageRange } from "@/lib/paging";

const bar = (total: number, page: number) => {
  const { from, to } = pageRange({ total, page, pageSize: 12 });
  render(
    <ResultsBar
      total={total}
      from={from}
      to={to}
      noun="ihale"
      sort="ending"
      sorts={["ending"] as const}
      sortLabels={{ ending: "Bitişi en yakın" }}
      onSort={() => undefined}
    />,
  );
  return screen.getByRole("heading", { level: 2 }).textContent;
};

describe("the results bar never prints an impossible range", () => {
  it.each([
    [30, 1, "30 ihale · 1–12 arası gösteriliyor"],
    [30, 3, "30 ihale · 25–30 arası gösteriliyor"],
    [30, 999, "30 ihale"],
    [0, 1, "Sonuç yok"],
  ])("%i results, page %i → %s", (total, page, text) => expect(bar(total, page)).toBe(text));
});
