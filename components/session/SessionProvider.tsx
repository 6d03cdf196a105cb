import Router from "next/router";
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { toast } from "@/lib/browser/toast";
import type { CurrentUser } from "@/lib/accounts/types";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import { SHELL_LABELS } from "@/lib/shell/labels";
import { refreshToken } from "@/lib/tokenRefresh";
import {
  SESSIONS_CLEARED_EVENT,
  clearPageValue,
  getManagementToken,
  getUserToken,
  removeUserToken,
} from "@/lib/tokens";

export type Session = {
  user: CurrentUser | null;
  /** True until the first current-user fetch ends (PRODUCT §3.2). */
  loading: boolean;
  /** Re-reads the current user (after sign-in, a profile edit or a provision change). */
  refresh: () => Promise<CurrentUser | null>;
  logout: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

/** Reads the current user and hands it to `show` (null when there is none or the read failed). */
async function loadCurrentUser(show: (user: CurrentUser | null) => void): Promise<CurrentUser | null> {
  const token = getUserToken();
  if (!token) {
    show(null);
    return null;
  }
  try {
    // The session belongs to the user token even when a management token is present too, which
    // the shared client would otherwise prefer (PRODUCT §3.1).
    const { user: current } = await http.get<{ user: CurrentUser }>("/api/me/current", {
      headers: { Authorization: token },
    });
    if (!current.hasProfile) {
      removeUserToken();
      show(null);
      toast.error(SHELL_LABELS.registerAgain, { id: "register-again" });
      void Router.push("/kayit");
      return null;
    }
    show(current);
    return current;
  } catch (error) {
    removeUserToken();
    show(null);
    handleError(error);
    // A 401/403 has already been routed by the http client (PRODUCT §12.3).
    if (!(error as { authHandled?: boolean })?.authHandled) void Router.push("/giris");
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [loading, setLoading] = useState(true);
  const refresh = useCallback(() => loadCurrentUser(setUser), []);

  useEffect(() => {
    let cancelled = false;
    // The session known at load re-renders everything that reads it (header, the page) at once: as a
    // transition React renders that in short slices, not one task blocking the page (decisions/0015).
    // User and loading flag change together, so nothing sees a finished load without its user.
    const shown = (current: CurrentUser | null) => {
      if (!cancelled)
        startTransition(() => {
          setUser(current);
          setLoading(false);
        });
    };
    (async () => {
      if (getUserToken() || getManagementToken()) await refreshToken();
      await loadCurrentUser(shown);
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  // A 401/403 anywhere (PRODUCT §12.3) removes the cookies; the signed-in state on screen goes with them.
  useEffect(() => {
    const ended = () => setUser(null);
    window.addEventListener(SESSIONS_CLEARED_EVENT, ended);
    return () => window.removeEventListener(SESSIONS_CLEARED_EVENT, ended);
  }, []);

  const logout = useCallback(async () => {
    removeUserToken();
    clearPageValue();
    setUser(null);
    const { signOutFirebase } = await import("@/lib/accounts/firebaseAuth");
    // Keep the Firebase session when a staff member is still signed in to the management area.
    if (!getManagementToken()) await signOutFirebase();
    toast.success(SHELL_LABELS.loggedOut);
    await Router.push("/auth");
  }, []);

  const value = useMemo<Session>(() => ({ user, loading, refresh, logout }), [user, loading, refresh, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}

/** Available provision = total − blocked, never below zero (PRODUCT §5.1). */
export function availableProvision(user: Pick<CurrentUser, "provision"> | null | undefined): number {
  if (!user) return 0;
  return Math.max(0, user.provision.total - user.provision.blocked);
}
