import { useRouter } from "next/router";
import { useEffect } from "react";
import type { Permission } from "@/lib/staff/rules";
import { useOpenUntilNavigation } from "@/components/ui/useDropdown";
import { useManagement } from "@/components/management/ManagementProvider";
import { MANAGEMENT_MENU, menuItemFor } from "@/components/management/menu";

/**
 * The frame's state: the staff member (signed-out visitors go to /management/login), the menu their
 * permissions allow, whether this page is one of them, and the phone menu that a followed link closes.
 */
export function useManagementFrame(permission: Permission | undefined) {
  const { staff, loading, hasPermission, logout } = useManagement();
  const router = useRouter();
  const [menuOpen, setMenuOpen] = useOpenUntilNavigation();

  useEffect(() => {
    if (!loading && !staff) void router.replace(`/management/login?returnUrl=${encodeURIComponent(router.asPath)}`);
  }, [loading, staff, router]);

  const required = permission ?? menuItemFor(router.pathname)?.permission;
  const signOut = async () => {
    await logout();
    await router.push("/management/login");
  };
  return {
    staff: loading ? null : staff,
    allowed: !required || hasPermission(required),
    menu: MANAGEMENT_MENU.filter((item) => !item.permission || hasPermission(item.permission)),
    menuOpen,
    setMenuOpen,
    signOut: () => void signOut(),
  };
}
