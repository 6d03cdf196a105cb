// The filter fields' shape apart from the form (CatalogFilters), so a list page reads them without
// loading the form's code, which is a lazy island (CatalogFiltersIsland).
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
