import { Icon } from "@/components/ui/Icon";
import { COMPANY } from "@/lib/company";

const MESSAGE = "Merhaba, MotoBorsa hakkında bilgi almak istiyorum.";

/** SPEC §2's lazy client-only extra component: a floating WhatsApp contact button. */
export default function WhatsAppButton() {
  return (
    // A landmark of its own, so screen-reader users find it in the landmark list (axe "region").
    <aside aria-label="WhatsApp iletişim">
      <a
        href={`${COMPANY.whatsappHref}?text=${encodeURIComponent(MESSAGE)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="WhatsApp ile yazın"
        className="fixed bottom-5 right-5 z-40 grid h-14 w-14 place-items-center rounded-full bg-[#1f9d55] text-white shadow-lg ring-4 ring-white/70 transition hover:scale-105 hover:bg-[#188044]"
      >
        <Icon name="whatsapp" className="h-7 w-7" />
      </a>
    </aside>
  );
}
