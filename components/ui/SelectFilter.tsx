import { filterInputClass } from "@/components/ui/RangeFilter";

type Props = { id: string; name: string; label: string; value?: string; allLabel: string; options: readonly string[] };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"));

/** Each list's options as HTML, built once (the 81 provinces are the same array on every render). */
const optionTags = new WeakMap<readonly string[], string[]>();

/**
 * The select's options as one HTML string, exactly the markup React renders for
 * `<option value="">{allLabel}</option>` and `<option>{o}</option>` under `defaultValue={value}`.
 * A list page is rendered per request (every filter is a URL of its own) and React writes every
 * option's tag, text and close as chunks of their own: the 81 provinces were a fifth of the filter
 * form's render. As one string they are one chunk, and the browser gets the same HTML.
 */
export function selectOptionsHtml(allLabel: string, options: readonly string[], value = ""): string {
  let tags = optionTags.get(options);
  if (!tags) optionTags.set(options, (tags = options.map((o) => `<option>${escapeHtml(o)}</option>`)));
  const selected = value === "" ? -1 : options.indexOf(value);
  const all = `<option value=""${value === "" ? ' selected=""' : ""}>${escapeHtml(allLabel)}</option>`;
  if (selected < 0) return all + tags.join("");
  return (
    all +
    tags.slice(0, selected).join("") +
    `<option selected="">${escapeHtml(value)}</option>` +
    tags.slice(selected + 1).join("")
  );
}

/** A labelled select in a GET filter form; the first option, "Tüm …", means no filter. */
export function SelectFilter({ id, name, label, value, allLabel, options }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        className={filterInputClass}
        // React sets the chosen option on the DOM select at mount, as it does for child options.
        dangerouslySetInnerHTML={{ __html: selectOptionsHtml(allLabel, options, value) }}
      />
    </div>
  );
}
