/** The buy panel's box while the session loads (and in the server's HTML): the panel replaces it in place. */
export function BuyPanelPlaceholder() {
  return <div className="h-24 animate-pulse rounded-xl bg-neutral-100" aria-hidden="true" />;
}
