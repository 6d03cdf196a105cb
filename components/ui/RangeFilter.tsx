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
        {[
          { name: nameMin, value: min, placeholder: placeholderMin, bound: "en az" },
          { name: nameMax, value: max, placeholder: placeholderMax, bound: "en çok" },
        ].map((input) => (
          <input
            key={input.name}
            className={filterInputClass}
            type="number"
            inputMode="numeric"
            name={input.name}
            defaultValue={input.value ?? ""}
            placeholder={input.placeholder}
            aria-label={`${label} ${input.bound}`}
            min={0}
          />
        ))}
      </div>
    </fieldset>
  );
}
