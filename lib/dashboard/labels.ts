/** What the browser shows when this domain's data could not be loaded. */
export const DASHBOARD_LOAD_ERRORS = {
  summary: "Özet yüklenemedi.",
} as const;
