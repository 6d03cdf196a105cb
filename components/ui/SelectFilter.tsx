import { filterInputClass } from "@/components/ui/RangeFilter";

type Props = { id: string; name: string; label: string; value?: string; allLabel: string; options: readonly string[] };

/** A labelled select in a GET filter form; the first option, "Tüm …", means no filter. */
export function SelectFilter({ id, name, label, value, allLabel, options }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={filterInputClass}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </div>
  );
}
