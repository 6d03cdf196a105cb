import { lazyIsland } from "@/components/layout/lazyIsland";

// Static links and text at the bottom of every page: in the server's HTML, their code out of the
// first-load JavaScript (a lazy island, hydrated when its chunk arrives).
const FooterContent = lazyIsland(() => import("@/components/layout/FooterContent").then((m) => m.FooterContent));

/** PRODUCT §2.3 footer (FooterContent). */
export function Footer() {
  return (
    <footer className="bg-ink text-neutral-300">
      <FooterContent />
    </footer>
  );
}
