import { lazy, Suspense, type ComponentProps } from "react";
import type { BuyPanel as LiveBuyPanel } from "@/components/buyNow/BuyPanel";
import { BuyPanelPlaceholder } from "@/components/buyNow/BuyPanelPlaceholder";
import { ListingStatusNote } from "@/components/buyNow/ListingStatusNote";
import { useHydrated } from "@/lib/browser/useHydrated";

// The panel's code (confirmation dialog, provision check, e-mail and identity notices and their
// texts) is a third of the Hemen Al page's own JavaScript and nothing of it shows before the
// session is known: it loads after hydration, outside the first-load budget (bench:bundle).
const BuyPanel = lazy(() => import("@/components/buyNow/BuyPanel").then((m) => ({ default: m.BuyPanel })));

/**
 * The Hemen Al panel. Until its code is there it shows what BuyPanel itself shows before the
 * session is known (the server's HTML): a listing's state when it is not on sale, else the panel's
 * placeholder box, so nothing moves when the panel arrives.
 */
export function LazyBuyPanel(props: ComponentProps<typeof LiveBuyPanel>) {
  const hydrated = useHydrated();
  const { status } = props.listing;
  const shell = status === "on_sale" ? <BuyPanelPlaceholder /> : <ListingStatusNote status={status} />;
  if (!hydrated) return shell;
  return (
    <Suspense fallback={shell}>
      <BuyPanel {...props} />
    </Suspense>
  );
}
