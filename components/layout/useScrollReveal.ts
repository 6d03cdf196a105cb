import { useRouter } from "next/router";
import { useEffect } from "react";
import { whenIdle } from "@/lib/browser/whenIdle";

/** PRODUCT §13: reveal animations run 1200 ms from 200 px before the element enters view. */
export const AOS_SETTINGS = { duration: 1200, offset: 200, once: true } as const;

/**
 * AOS, loaded once the page has loaded and the main thread is idle (it and its CSS cost nothing
 * before the first paint or during hydration), then refreshed on scroll and after each route change
 * so content added later (lists, infinite scroll) is picked up.
 */
export function useScrollReveal() {
  const router = useRouter();
  useEffect(() => {
    let frame = 0;
    let aos: typeof import("aos") | null = null;
    const refresh = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        aos?.refresh();
      });
    };
    let active = true;
    const start = () => {
      import("@/components/layout/scrollReveal").then(({ default: loaded }) => {
        if (!active) return;
        aos = loaded;
        aos.init({ ...AOS_SETTINGS, disable: () => window.matchMedia("(prefers-reduced-motion: reduce)").matches });
      });
    };
    const cancelStart = whenIdle(start);
    window.addEventListener("scroll", refresh, { passive: true });
    router.events.on("routeChangeComplete", refresh);
    return () => {
      active = false;
      cancelStart();
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", refresh);
      router.events.off("routeChangeComplete", refresh);
    };
  }, [router.events]);
}
