import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { useSession } from "@/components/session/SessionProvider";
import { ButtonLink } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { SignOutButton } from "@/components/ui/SignOutButton";
import { useDropdown } from "@/components/ui/useDropdown";
import { AuthLinks } from "@/components/layout/AuthLinks";
import { PROFILE_LINKS } from "@/components/layout/navigation";
import { ProvisionSummary } from "@/components/layout/ProvisionSummary";

/**
 * The header's account area: Kayıt Ol / Giriş Yap for visitors; for a user the first-name greeting
 * (to /profil) and the expandable provision panel (PRODUCT §2.1).
 */
export function UserMenu() {
  const { user, loading, logout } = useSession();
  const router = useRouter();
  const { open, toggle, panelId, wrapper } = useDropdown();

  if (loading) return <div className="h-10 w-48 animate-pulse rounded-lg bg-white/10" aria-hidden="true" />;

  if (!user) {
    const returnUrl =
      router.asPath !== "/" && !router.pathname.startsWith("/giris")
        ? `?returnUrl=${encodeURIComponent(router.asPath)}`
        : "";
    return <AuthLinks className="flex items-center gap-2" returnUrl={returnUrl} />;
  }

  return (
    <div ref={wrapper} className="relative flex items-center">
      <Link
        href="/profil"
        className="flex items-center gap-2 rounded-l-lg border border-white/15 py-2 pl-3 pr-2 text-sm text-white hover:bg-white/10"
      >
        <Icon name="user" className="h-5 w-5 text-brand-500" />
        <span>
          Merhaba, <strong className="font-semibold">{user.name}</strong>
        </span>
      </Link>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="flex h-full items-center rounded-r-lg border border-l-0 border-white/15 px-2 py-2 text-white hover:bg-white/10"
      >
        <span className="sr-only">Provizyon durumunu {open ? "gizle" : "göster"}</span>
        <Icon name="chevronDown" className={`h-5 w-5 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 top-full z-50 mt-2 w-72 rounded-xl border border-white/10 bg-neutral-900 p-4 text-white shadow-2xl"
        >
          <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-neutral-400">Provizyon durumu</p>
          <ProvisionSummary user={user} />
          <ButtonLink href="/profil/provizyon" className="mt-4 w-full">
            <Icon name="wallet" className="h-4 w-4" />
            Provizyon Ekle
          </ButtonLink>
          <ul className="mt-3 space-y-1 border-t border-white/10 pt-3 text-sm">
            {PROFILE_LINKS.map((link) => (
              <li key={link.path}>
                <Link href={link.path} className="block rounded-md py-1 text-neutral-300 hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-center justify-between border-t border-white/10 pt-3 text-sm">
            <Link href="/profil" className="text-neutral-300 hover:text-white">
              Profilim
            </Link>
            <SignOutButton onClick={() => void logout()} />
          </div>
        </div>
      )}
    </div>
  );
}
