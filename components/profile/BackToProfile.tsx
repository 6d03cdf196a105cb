import Link from "@/components/ui/Link";
import { Icon } from "@/components/ui/Icon";

/** The "Profilime dön" link in the title band of every /profil/… page. */
export function BackToProfile() {
  return (
    <Link href="/profil" className="inline-flex items-center gap-1 text-sm text-neutral-300 hover:text-white">
      <Icon name="chevronRight" className="h-4 w-4 rotate-180" />
      Profilime dön
    </Link>
  );
}
