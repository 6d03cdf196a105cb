// The filter fields' shape apart from the form (CatalogFilters). The form is not a lazy island: a
// filtered list is a rewritten URL whose router becomes ready after hydration, and that context change
// made React drop a still-loading island's server HTML and put it back (a layout shift of 0.28 on phones).
/**
 * One field of a catalogue's filter form: a select of the list's brands or of the provinces, a text
 * box, or a from–to pair of numbers. `id`s are unique per page (a form of each list may be linked).
 */
export type CatalogFilterField =
  | { kind: "select"; id: string; name: string; label: string; allLabel: string; options: "brands" | "provinces" }
  | { kind: "text"; id: string; name: string; label: string; placeholder: string }
  | { kind: "range"; label: string; names: [string, string]; placeholders: [string, string] };

/** The URL keys the fields set: a list with any of them in its params is filtered. */
export function fieldNames(fields: readonly CatalogFilterField[]): string[] {
  return fields.flatMap((field) => (field.kind === "range" ? field.names : [field.name]));
}
