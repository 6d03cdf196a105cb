import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { Seo } from "@/components/Seo";
import { ButtonLink } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { ModalDialog } from "@/components/ui/ModalDialog";
import type { Permission } from "@/lib/staff/rules";
import { ManagementLoading } from "@/components/management/ManagementLoading";
import { useManagement } from "@/components/management/ManagementProvider";
import { MANAGEMENT_MENU, menuItemFor } from "@/components/management/menu";
import { UnreadMessagesBadge } from "@/components/management/UnreadMessagesBadge";

const InsideManagementLayout = createContext(false);

type Props = {
  children: ReactNode;
  /** Overrides the permission the menu gives this path. */
  permission?: Permission;
};

/**
 * The frame of every management page: staff guard (to /management/login when signed out), the
 * menu filtered by hasPermission and a refusal for a page the role cannot use. _app applies it to
 * /management/* automatically; a page wrapping itself in it as well does not get a second frame.
 */
export function ManagementLayout({ children, permission }: Props) {
  const nested = useContext(InsideManagementLayout);
  if (nested) return <>{children}</>;
  return (
    <InsideManagementLayout.Provider value={true}>
      <Frame permission={permission}>{children}</Frame>
    </InsideManagementLayout.Provider>
  );
}

export default ManagementLayout;

function Frame({ children, permission }: Props) {
  const { staff, loading, hasPermission, logout } = useManagement();
  const router = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);

  // Following a link closes the menu; adjusted while rendering when the path changed.
  const [menuPath, setMenuPath] = useState(router.asPath);
  if (menuPath !== router.asPath) {
    setMenuPath(router.asPath);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!loading && !staff) void router.replace(`/management/login?returnUrl=${encodeURIComponent(router.asPath)}`);
  }, [loading, staff, router]);

  if (loading || !staff) return <ManagementLoading />;

  const required = permission ?? menuItemFor(router.pathname)?.permission;
  const allowed = !required || hasPermission(required);
  const menu = MANAGEMENT_MENU.filter((item) => !item.permission || hasPermission(item.permission));
  const signOut = async () => {
    await logout();
    await router.push("/management/login");
  };

  const nav = (
    <nav aria-label="Yönetim menüsü" className="min-h-0 flex-1 overflow-y-auto p-3">
      <ul className="space-y-1">
        {menu.map((item) => {
          const active =
            item.path === "/management" ? router.pathname === "/management" : router.pathname.startsWith(item.path);
          return (
            <li key={item.path}>
              <Link
                href={item.path}
                aria-current={active ? "page" : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${active ? "bg-brand-700 text-white" : "text-neutral-300 hover:bg-white/5 hover:text-white"}`}
              >
                <Icon name={item.icon} className="h-5 w-5" />
                {item.label}
                {item.path === "/management/mesajlar" && <UnreadMessagesBadge />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );

  const staffCard = (
    <div className="border-t border-white/10 p-4 text-sm">
      <p className="truncate font-semibold text-white">{staff.displayName || staff.email}</p>
      <p className="truncate text-xs text-neutral-400">
        {staff.isSuper ? "Süper yönetici" : `${staff.roles.length} yetki`}
      </p>
      <button
        type="button"
        onClick={() => void signOut()}
        className="mt-3 flex items-center gap-1.5 text-neutral-300 hover:text-white"
      >
        <Icon name="logout" className="h-4 w-4" />
        Çıkış Yap
      </button>
    </div>
  );

  const brand = (
    <Link href="/management" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-white">
      <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-sm font-black">
        M
      </span>
      <span>
        Moto<span className="text-brand-500">Borsa</span>{" "}
        <span className="text-xs font-semibold uppercase tracking-wider text-neutral-400">Yönetim</span>
      </span>
    </Link>
  );

  return (
    <div className="min-h-screen bg-neutral-100 lg:flex">
      <a
        href="#yonetim-icerik"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-brand-700 focus:px-3 focus:py-2 focus:text-white"
      >
        İçeriğe geç
      </a>
      <aside className="sticky top-0 hidden h-screen w-64 flex-none flex-col bg-ink lg:flex">
        <div className="flex h-16 items-center border-b border-white/10 px-4">{brand}</div>
        {nav}
        {staffCard}
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between bg-ink px-4 lg:hidden">
        {brand}
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          className="grid h-11 w-11 place-items-center rounded-lg text-white hover:bg-white/10"
          aria-label="Yönetim menüsünü aç"
          aria-expanded={menuOpen}
        >
          <Icon name="menu" className="h-6 w-6" />
        </button>
      </header>
      {menuOpen && (
        <ModalDialog
          aria-label="Yönetim menüsü"
          onClose={() => setMenuOpen(false)}
          className="z-50 bg-black/60 lg:hidden"
        >
          <div className="absolute inset-y-0 left-0 flex w-72 flex-col bg-ink">
            <div className="flex h-14 items-center justify-between border-b border-white/10 px-4">
              {brand}
              <button
                type="button"
                onClick={() => setMenuOpen(false)}
                className="grid h-11 w-11 place-items-center rounded-lg text-white hover:bg-white/10"
                aria-label="Menüyü kapat"
              >
                <Icon name="close" className="h-6 w-6" />
              </button>
            </div>
            {nav}
            {staffCard}
          </div>
        </ModalDialog>
      )}

      <main id="yonetim-icerik" className="min-w-0 flex-1">
        <div className="mx-auto max-w-6xl px-4 py-6 lg:px-8 lg:py-8">{allowed ? children : <NoPermission />}</div>
      </main>
    </div>
  );
}

function NoPermission() {
  return (
    <div className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm">
      <Seo title="Yetkisiz erişim" description="Bu sayfa için yetkiniz yok." noindex />
      <div className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-red-50 text-red-600">
        <Icon name="shield" className="h-6 w-6" />
      </div>
      <h1 className="mt-4 text-xl font-bold">Bu sayfa için yetkiniz yok</h1>
      <p className="mt-2 text-neutral-600">
        Hesabınıza bu bölümü kullanma yetkisi tanımlanmamış. Gerekirse bir süper yöneticiden yetki isteyin.
      </p>
      <ButtonLink href="/management" className="mt-6">
        Yönetim paneline dön
      </ButtonLink>
    </div>
  );
}
