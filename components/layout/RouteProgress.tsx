import { useRouter } from "next/router";
import { useEffect, useState } from "react";

/**
 * PRODUCT §1.2 progress flag during route changes, shown as a thin top bar. The flag is mirrored on
 * <html data-navigating> so other parts (and tests) can read it.
 */
export function RouteProgress() {
  const router = useRouter();
  const [navigating, setNavigating] = useState(false);

  useEffect(() => {
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) setNavigating(true);
    };
    const done = () => setNavigating(false);
    router.events.on("routeChangeStart", start);
    router.events.on("routeChangeComplete", done);
    router.events.on("routeChangeError", done);
    return () => {
      router.events.off("routeChangeStart", start);
      router.events.off("routeChangeComplete", done);
      router.events.off("routeChangeError", done);
    };
  }, [router.events]);

  useEffect(() => {
    if (navigating) document.documentElement.dataset.navigating = "true";
    else delete document.documentElement.dataset.navigating;
  }, [navigating]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden">
      <div className={`route-progress h-full bg-brand-500 ${navigating ? "route-progress--active" : ""}`} />
    </div>
  );
}
