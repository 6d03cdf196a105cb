import dynamic from "next/dynamic";
import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { useState } from "react";
import { useSession } from "@/components/session/SessionProvider";
import { useHydrated } from "@/lib/browser/useHydrated";
import { Icon } from "@/components/ui/Icon";
import { SkipLink } from "@/components/ui/SkipLink";
import { Logo } from "@/components/layout/Logo";
import { isActivePath, visibleNavItems } from "@/components/layout/navigation";
import { UserMenu } from "@/components/layout/UserMenu";

// The mobile menu exists only while open: its code loads on the first tap, not with every page.
const Sidebar = dynamic(() => import("@/components/layout/Sidebar").then((m) => m.Sidebar), { ssr: false });
// Signed-in users only: visitors never download the bell or open its live connection.
const NotificationBell = dynamic(() => import("@/components/notifications/NotificationBell"), { ssr: false });

/** PRODUCT §2.1 header: the desktop menu from `lg`, a hamburger with the same menu in a sidebar below. */
export function Header() {
  const { user } = useSession();
  const { pathname } = useRouter();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // The hamburger's handler is React's: disabled in the server's HTML until hydrated (a tap before would be lost).
  const live = useHydrated();
  const items = visibleNavItems(Boolean(user));

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink text-white">
      <SkipLink href="#icerik" />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Ana menü" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => {
              const active = isActivePath(pathname, item.path);
              return (
                <li key={item.path}>
                  <Link
                    href={item.path}
                    aria-current={active ? "page" : undefined}
                    className={`rounded-lg px-3 py-2 text-sm font-medium transition-colors ${active ? "bg-white/10 text-brand-500" : "text-neutral-200 hover:bg-white/5 hover:text-white"}`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {user && <NotificationBell />}
          <div className="hidden lg:block">
            <UserMenu />
          </div>
        </div>
        <button
          type="button"
          className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden"
          aria-label="Menüyü aç"
          aria-expanded={sidebarOpen}
          aria-controls="mobil-menu"
          disabled={!live}
          onClick={() => setSidebarOpen(true)}
        >
          <Icon name="menu" className="h-6 w-6" />
        </button>
      </div>
      {sidebarOpen && <Sidebar open onClose={() => setSidebarOpen(false)} />}
    </header>
  );
}
