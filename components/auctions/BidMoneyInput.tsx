import { isOnBidGrid, nearestBidAmounts } from "@/lib/bids/rules";
import { formatNumber, formatTL } from "@/lib/format";
import { formatAmountInput, turkishAmountOrUndefined } from "@/lib/turkishAmount";

const amountInput =
  "block w-full rounded-lg border border-neutral-300 bg-white px-3.5 py-3 pr-12 text-lg font-bold tabular-nums text-neutral-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40";

const stepButton =
  "grid h-[3.25rem] w-12 flex-none place-items-center rounded-lg border border-neutral-300 bg-white text-xl font-bold text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-neutral-300";

export type Grid = { minimum: number; step: number };

/**
 * An amount field on the bid grid: − / + move by one increment from the nearest valid amount, and
 * an amount off the grid is answered at once with the two nearest valid amounts to pick from.
 */
export function MoneyInput({
  id,
  label,
  stepLabel,
  value,
  onChange,
  hint,
  grid,
  floor,
}: {
  id: string;
  label: string;
  /** Starts the step buttons' names ("Teklifi bir artış artır"), distinct from every field label. */ stepLabel: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
  grid: Grid;
  floor: number;
}) {
  const typed = turkishAmountOrUndefined(value) ?? null;
  const set = (n: number) => onChange(formatNumber(n));
  const stepBy = (direction: 1 | -1) => {
    const base = typed === null ? floor : typed;
    const { below, above } = nearestBidAmounts(grid.minimum, grid.step, base);
    const next =
      direction === 1
        ? above === base
          ? base + grid.step
          : above
        : below !== null && below < base
          ? below
          : base - grid.step;
    set(Math.max(floor, next));
  };
  const off =
    typed !== null && typed >= grid.minimum && !isOnBidGrid(grid.minimum, grid.step, typed)
      ? nearestBidAmounts(grid.minimum, grid.step, typed)
      : null;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="flex gap-2">
        <button
          type="button"
          className={stepButton}
          onClick={() => stepBy(-1)}
          disabled={typed !== null && typed <= floor}
          aria-label={`${stepLabel}bir artış azalt`}
        >
          −
        </button>
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            // Turkish money input: "98.000" is a number, a typed comma stays so ",50" kuruş is refused, not
            // silently multiplied by a hundred.
            onChange={(e) => onChange(formatAmountInput(e.target.value))}
            aria-describedby={`${id}-hint`}
            aria-invalid={off ? true : undefined}
            className={amountInput}
          />
          <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm font-semibold text-neutral-500">
            TL
          </span>
        </div>
        <button
          type="button"
          className={stepButton}
          onClick={() => stepBy(1)}
          aria-label={`${stepLabel}bir artış artır`}
        >
          +
        </button>
      </div>
      <div id={`${id}-hint`} aria-live="polite" className="mt-1.5 text-xs text-neutral-500">
        {off ? (
          <div className="rounded-lg bg-amber-50 p-2.5 text-amber-900 ring-1 ring-amber-600/20">
            <p>
              {formatTL(typed!)} geçerli bir tutar değil; tutarlar {formatTL(grid.step)} artışlarla ilerler.
            </p>
            <p className="mt-1.5 flex flex-wrap gap-2">
              {off.below !== null && (
                <button
                  type="button"
                  className="rounded-md bg-white px-2.5 py-1 font-semibold ring-1 ring-amber-600/30 hover:bg-amber-100"
                  onClick={() => set(off.below!)}
                >
                  {formatTL(off.below)}
                </button>
              )}
              <button
                type="button"
                className="rounded-md bg-white px-2.5 py-1 font-semibold ring-1 ring-amber-600/30 hover:bg-amber-100"
                onClick={() => set(off.above)}
              >
                {formatTL(off.above)}
              </button>
            </p>
          </div>
        ) : (
          hint
        )}
      </div>
    </div>
  );
}
