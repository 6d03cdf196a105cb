import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/Icon";
import { COMPANY } from "@/lib/company";

const MESSAGE = "Merhaba, MotoBorsa hakkında bilgi almak istiyorum.";
/** Near the top of a page the bubble always shows; below it, it gives way while the reader scrolls down. */
const ALWAYS_SHOWN_ABOVE = 200;

/**
 * Out of the way while the reader moves down the page (where it would sit on card countdowns and the
 * last button of a form), back as soon as they scroll up. Fires on scroll direction, not on time.
 */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= ALWAYS_SHOWN_ABOVE) setDown(false);
      else if (y > last + 2) setDown(true);
      else if (y < last - 2) setDown(false);
      last = y;
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return down;
}

/** PRODUCT §1.2's lazy client-only extra component: a floating WhatsApp contact button. */
export default function WhatsAppButton() {
  const away = useScrollingDown();
  return (
    // A landmark of its own, so screen-reader users find it in the landmark list (axe "region").
    <aside aria-label="WhatsApp iletişim">
      <a
        href={`${COMPANY.whatsappHref}?text=${encodeURIComponent(MESSAGE)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="WhatsApp ile yazın"
        data-away={away || undefined}
        // z-30: below the sticky header (z-40) and the sidebar inside it, the cookie banner and dialogs.
        className={`fixed bottom-5 right-5 z-30 grid h-14 w-14 place-items-center rounded-full bg-[#1f9d55] text-white shadow-lg ring-4 ring-white/70 transition duration-200 hover:scale-105 hover:bg-[#188044] ${
          away ? "invisible translate-y-24 opacity-0" : "visible translate-y-0 opacity-100"
        }`}
      >
        <Icon name="whatsapp" className="h-7 w-7" />
      </a>
    </aside>
  );
}
