import dynamic from "next/dynamic";
import { ANALYTICS_AVAILABLE } from "@/components/layout/analyticsAvailable";

const ConsentedAnalytics = dynamic(
  () => import("@/components/layout/ConsentedAnalytics").then((m) => m.ConsentedAnalytics),
  { ssr: false },
);

/**
 * Loaded by _app after hydration: a few bytes that decide whether the Vercel scripts' chunk is
 * needed at all. Where they cannot be served (ANALYTICS_AVAILABLE false) that chunk was loaded and
 * evaluated on every page for nothing. (The flag is read at run time in the browser when the build
 * did not define it, so checking it in _app itself would have grown every page's first load.)
 */
export function LazyAnalytics() {
  return ANALYTICS_AVAILABLE ? <ConsentedAnalytics /> : null;
}
