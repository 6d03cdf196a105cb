import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { useEffect, useRef } from "react";
import { useSession } from "@/components/session/SessionProvider";
import { ButtonLink, buttonClasses } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { ModalDialog } from "@/components/ui/ModalDialog";
import { NotificationMenuLink } from "@/components/notifications/NotificationBell";
import { Logo } from "@/components/layout/Logo";
import { AuthLinks } from "@/components/layout/AuthLinks";
import { PROFILE_LINKS, isActivePath, visibleNavItems } from "@/components/layout/navigation";
import { ProvisionSummary } from "@/components/layout/ProvisionSummary";

/** The hamburger sidebar below `lg`: same menu (PRODUCT §14: same needLogin rule), focus trapped. */
export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, loading, logout } = useSession();
  const router = useRouter();

  // Closing on navigation: the menu has done its job once a link is followed.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const close = () => onCloseRef.current();
    router.events.on("routeChangeStart", close);
    return () => router.events.off("routeChangeStart", close);
  }, [router.events]);
  // Hidden from lg up, but a modal left open would keep the page inert: close it there.
  useEffect(() => {
    const wide = window.matchMedia?.("(min-width: 64rem)");
    if (!wide) return;
    const close = () => wide.matches && onCloseRef.current();
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, []);

  if (!open) return null;
  const items = visibleNavItems(Boolean(user));

  return (
    <ModalDialog id="mobil-menu" aria-label="Menü" onClose={onClose} className="z-50 bg-black/60 lg:hidden">
      <div className="absolute inset-y-0 right-0 flex w-[85%] max-w-sm flex-col overflow-y-auto bg-ink text-white shadow-2xl">
        <div className="flex h-16 items-center justify-between border-b border-white/10 px-4">
          <Logo />
          <button
            type="button"
            onClick={onClose}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-white/10"
            aria-label="Menüyü kapat"
          >
            <Icon name="close" className="h-6 w-6" />
          </button>
        </div>

        {user && (
          <div className="border-b border-white/10 p-4">
            <Link href="/profil" className="flex items-center gap-2 text-base hover:text-brand-500">
              <Icon name="user" className="h-5 w-5 text-brand-500" />
              <span>
                Merhaba, <strong>{user.name}</strong>
              </span>
            </Link>
            <NotificationMenuLink />
            <div className="mt-4 rounded-xl bg-white/5 p-4">
              <ProvisionSummary user={user} />
              <ButtonLink href="/profil/provizyon" className="mt-4 w-full">
                <Icon name="wallet" className="h-4 w-4" />
                Provizyon Ekle
              </ButtonLink>
            </div>
            <ul className="mt-3 space-y-1">
              {PROFILE_LINKS.map((link) => (
                <li key={link.path}>
                  <Link
                    href={link.path}
                    className="block rounded-lg px-3 py-2 text-sm text-neutral-200 hover:bg-white/5"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}

        <nav aria-label="Mobil menü" className="flex-1 p-2">
          <ul>
            {items.map((item) => {
              const active = isActivePath(router.pathname, item.path);
              return (
                <li key={item.path}>
                  <Link
                    href={item.path}
                    aria-current={active ? "page" : undefined}
                    className={`flex items-center justify-between rounded-lg px-3 py-3 text-base font-medium ${active ? "bg-white/10 text-brand-500" : "text-neutral-100 hover:bg-white/5"}`}
                  >
                    {item.label}
                    <Icon name="chevronRight" className="h-4 w-4 text-neutral-500" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="border-t border-white/10 p-4">
          {loading ? null : user ? (
            <button
              type="button"
              onClick={() => void logout()}
              className={buttonClasses("ghost", "md", "w-full border border-white/25 !text-white hover:!bg-white/10")}
            >
              <Icon name="logout" className="h-4 w-4" />
              Çıkış Yap
            </button>
          ) : (
            <AuthLinks className="grid grid-cols-2 gap-2" />
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
