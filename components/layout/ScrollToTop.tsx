import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/Icon";

/** PRODUCT §13 threshold. */
export const SCROLL_TOP_THRESHOLD = 500;

/** The floating up-arrow: appears after 500 px of scroll and glides back to the top (PRODUCT §1.2). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  if (!visible) return null;
  return (
    <aside aria-label="Sayfa başı">
      <button
        type="button"
        aria-label="Sayfanın başına dön"
        onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        className="fixed bottom-24 right-5 z-30 grid h-12 w-12 place-items-center rounded-full bg-ink text-white shadow-lg ring-1 ring-white/20 transition hover:bg-brand-700"
      >
        <Icon name="arrowUp" className="h-5 w-5" />
      </button>
    </aside>
  );
}
