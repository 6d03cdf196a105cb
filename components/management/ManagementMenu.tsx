import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { Icon } from "@/components/ui/Icon";
import { SignOutButton } from "@/components/ui/SignOutButton";
import type { StaffMember } from "@/lib/staff/types";
import type { ManagementMenuItem } from "@/components/management/menu";
import { UnreadMessagesBadge } from "@/components/management/UnreadMessagesBadge";

/** The management logo, linking to the dashboard. */
export function ManagementBrand() {
  return (
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
}

/** The staff member's menu (already filtered by their permissions), the current section marked. */
export function ManagementNav({ menu }: { menu: ManagementMenuItem[] }) {
  const { pathname } = useRouter();
  return (
    <nav aria-label="Yönetim menüsü" className="min-h-0 flex-1 overflow-y-auto p-3">
      <ul className="space-y-1">
        {menu.map((item) => {
          const active = item.path === "/management" ? pathname === "/management" : pathname.startsWith(item.path);
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
}

/** Who is signed in to the back office, and the way out. */
export function StaffCard({ staff, onSignOut }: { staff: StaffMember; onSignOut: () => void }) {
  return (
    <div className="border-t border-white/10 p-4 text-sm">
      <p className="truncate font-semibold text-white">{staff.displayName || staff.email}</p>
      <p className="truncate text-xs text-neutral-400">
        {staff.isSuper ? "Süper yönetici" : `${staff.roles.length} yetki`}
      </p>
      <SignOutButton onClick={onSignOut} className="mt-3" />
    </div>
  );
}
