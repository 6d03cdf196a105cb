import { useRouter } from "next/router";
import { useEffect } from "react";

/** SPEC §9: reveal animations run 1200 ms from 200 px before the element enters view. */
export const AOS_SETTINGS = { duration: 1200, offset: 200, once: true } as const;

/**
 * AOS, loaded after hydration (it touches the DOM) and refreshed on scroll and after each route
 * change so content added later (lists, infinite scroll) is picked up.
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
    import("aos").then((mod) => {
      if (!active) return;
      aos = (mod as unknown as { default?: typeof import("aos") }).default ?? mod;
      aos.init({ ...AOS_SETTINGS, disable: () => window.matchMedia("(prefers-reduced-motion: reduce)").matches });
    });
    window.addEventListener("scroll", refresh, { passive: true });
    router.events.on("routeChangeComplete", refresh);
    return () => {
      active = false;
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", refresh);
      router.events.off("routeChangeComplete", refresh);
    };
  }, [router.events]);
}
