import { createContext, useContext, type ReactNode } from "react";
import { Icon } from "@/components/ui/Icon";
import { ModalDialog } from "@/components/ui/ModalDialog";
import { SkipLink } from "@/components/ui/SkipLink";
import type { Permission } from "@/lib/staff/rules";
import { ManagementLoading } from "@/components/management/ManagementLoading";
import { ManagementBrand, ManagementNav, StaffCard } from "@/components/management/ManagementMenu";
import { NoPermission } from "@/components/management/NoPermission";
import { useManagementFrame } from "@/components/management/useManagementFrame";

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

const ICON_BUTTON = "grid h-11 w-11 place-items-center rounded-lg text-white hover:bg-white/10";

function Frame({ children, permission }: Props) {
  const { staff, allowed, menu, menuOpen, setMenuOpen, signOut } = useManagementFrame(permission);
  if (!staff) return <ManagementLoading />;

  const staffCard = <StaffCard staff={staff} onSignOut={signOut} />;
  return (
    <div className="min-h-screen bg-neutral-100 lg:flex">
      <SkipLink href="#yonetim-icerik" />
      <aside className="sticky top-0 hidden h-screen w-64 flex-none flex-col bg-ink lg:flex">
        <div className="flex h-16 items-center border-b border-white/10 px-4">
          <ManagementBrand />
        </div>
        <ManagementNav menu={menu} />
        {staffCard}
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between bg-ink px-4 lg:hidden">
        <ManagementBrand />
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          className={ICON_BUTTON}
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
              <ManagementBrand />
              <button
                type="button"
                onClick={() => setMenuOpen(false)}
                className={ICON_BUTTON}
                aria-label="Menüyü kapat"
              >
                <Icon name="close" className="h-6 w-6" />
              </button>
            </div>
            <ManagementNav menu={menu} />
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
