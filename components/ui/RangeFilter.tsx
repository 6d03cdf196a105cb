/** The input style of the catalogue filter forms (auctions and Hemen Al). */
export const filterInputClass =
  "block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40";

type Props = {
  label: string;
  min?: number;
  max?: number;
  nameMin: string;
  nameMax: string;
  placeholderMin: string;
  placeholderMax: string;
};

/** A "from – to" pair of number inputs in a GET filter form; empty means no bound. */
export function RangeFilter({ label, min, max, nameMin, nameMax, placeholderMin, placeholderMax }: Props) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        <input
          className={filterInputClass}
          type="number"
          inputMode="numeric"
          name={nameMin}
          defaultValue={min ?? ""}
          placeholder={placeholderMin}
          aria-label={`${label} en az`}
          min={0}
        />
        <input
          className={filterInputClass}
          type="number"
          inputMode="numeric"
          name={nameMax}
          defaultValue={max ?? ""}
          placeholder={placeholderMax}
          aria-label={`${label} en çok`}
          min={0}
        />
      </div>
    </fieldset>
  );
}
