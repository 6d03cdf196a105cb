// The list pages' "Bu aramayı kaydet" button apart from the rest of the domain's texts in
// lib/savedSearches/labels.ts (which uses it): that module brings the dialog's and the API's texts and
// the rules' limits into /ihaleler's and /hemenal's first-load JavaScript (lib/auctions/list/labels.ts).
export const SAVE_SEARCH_BUTTON_LABELS = {
  save: "Bu aramayı kaydet",
} as const;
