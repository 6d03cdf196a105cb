import { useHydrated } from "@/lib/browser/useHydrated";
import { formatNumber } from "@/lib/format";

type Props<S extends string> = {
  total: number;
  from: number;
  to: number;
  /** What one result is called: "ihale", "ilan". */
  noun: string;
  sort: S;
  sorts: readonly S[];
  sortLabels: Record<S, string>;
  onSort: (sort: S) => void;
};

/** Above a result grid: "24 ihale · 1–12 arası gösteriliyor" (the heading the results section is labelled by) and the sort select. */
export function ResultsBar<S extends string>({ total, from, to, noun, sort, sorts, sortLabels, onSort }: Props<S>) {
  // A choice made before hydration would change the select without any navigation.
  const live = useHydrated();
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id="sonuclar" className="text-sm text-neutral-600">
        {total > 0 && from > 0 && from <= to ? (
          <>
            <strong className="text-neutral-900">{formatNumber(total)}</strong> {noun} · {from}–{to} arası gösteriliyor
          </>
        ) : total > 0 ? (
          <>
            <strong className="text-neutral-900">{formatNumber(total)}</strong> {noun}
          </>
        ) : (
          "Sonuç yok"
        )}
      </h2>
      <label className="flex items-center gap-2 text-sm text-neutral-700">
        Sırala
        <select
          value={sort}
          disabled={!live}
          onChange={(e) => onSort(e.target.value as S)}
          className="rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {sortLabels[s]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
