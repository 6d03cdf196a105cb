import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { http } from "@/lib/http";
import { hasPermission as check, type Permission } from "@/lib/staff/rules";
import type { StaffMember } from "@/lib/staff/types";
import { refreshToken } from "@/lib/tokenRefresh";
import { getManagementToken, getUserToken, removeManagementToken } from "@/lib/tokens";

export type ManagementSession = {
  staff: StaffMember | null;
  loading: boolean;
  /** PRODUCT §4.1: false with no staff loaded, true for a super user, else only if roles holds it. */
  hasPermission: (permission: Permission) => boolean;
  /** Loads the staff member of the management token; answers the HTTP status when refused. */
  refresh: () => Promise<{ staff: StaffMember | null; status?: number; error?: unknown }>;
  logout: () => Promise<void>;
};

const ManagementContext = createContext<ManagementSession | null>(null);

export function ManagementProvider({ children }: { children: ReactNode }) {
  const [staff, setStaff] = useState<StaffMember | null>(null);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback<ManagementSession["refresh"]>(async () => {
    const token = getManagementToken();
    if (!token) {
      setStaff(null);
      return { staff: null };
    }
    try {
      // Refusals are handled here, not by the client's global 401/403 rule: a public page must not
      // log a visitor out because an old staff cookie was refused.
      const me = await http.get<StaffMember>("/api/management/me", {
        headers: { Authorization: token },
        skipAuthRedirect: true,
      });
      setStaff(me);
      return { staff: me };
    } catch (error) {
      const status = (error as { status?: number })?.status;
      if (status === 401 || status === 403) removeManagementToken();
      setStaff(null);
      return { staff: null, status, error };
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (getManagementToken()) {
        await refreshToken();
        await refresh();
      }
      if (!cancelled) setLoading(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [refresh]);

  const logout = useCallback(async () => {
    removeManagementToken();
    setStaff(null);
    const { signOutFirebase } = await import("@/lib/accounts/firebaseAuth");
    // Keep the Firebase session when the same browser is also signed in as a user.
    if (!getUserToken()) await signOutFirebase();
  }, []);

  const value = useMemo<ManagementSession>(
    () => ({ staff, loading, hasPermission: (permission) => check(staff, permission), refresh, logout }),
    [staff, loading, refresh, logout],
  );
  return <ManagementContext.Provider value={value}>{children}</ManagementContext.Provider>;
}

export function useManagement(): ManagementSession {
  const session = useContext(ManagementContext);
  if (!session) throw new Error("useManagement must be used inside <ManagementProvider>");
  return session;
}
