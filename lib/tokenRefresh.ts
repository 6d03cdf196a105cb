import { decodeToken } from "@/lib/token";
import {
  getManagementToken,
  getUserToken,
  removeManagementToken,
  setManagementToken,
  setUserToken,
} from "@/lib/tokens";

let inFlight: Promise<void> | null = null;

/**
 * PRODUCT §3.3 token lifecycle: force a new ID token from Firebase and save it as the user token if one
 * exists, otherwise as the management token (a staff member signed in on both gets both refreshed, so
 * the management area does not lapse after an hour); drop an expired management token; a failure is
 * only logged. Concurrent callers share one refresh. Firebase is imported lazily so it stays out of the
 * shared bundle.
 */
export function refreshToken(): Promise<void> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function doRefresh(): Promise<void> {
  try {
    const { firebaseAuth } = await import("@/lib/firebase");
    const auth = await firebaseAuth();
    await auth.authStateReady();
    const current = auth.currentUser;
    if (current) {
      const token = await current.getIdToken(true);
      const user = getUserToken();
      const management = getManagementToken();
      // One browser holds one Firebase session: a cookie of another account must not receive its token.
      const owns = (cookie: string | undefined) =>
        cookie !== undefined && (decodeToken(cookie)?.uid || current.uid) === current.uid;
      if (owns(user)) setUserToken(token);
      if (owns(management)) setManagementToken(token);
    }
  } catch (error) {
    console.error("Token yenilenemedi", error);
  }
  const management = decodeToken(getManagementToken());
  if (management?.isExpired) removeManagementToken();
}

/** True when the token the next request would carry expires within five minutes (PRODUCT §13 margin). */
export function tokenNeedsRefresh(token: string | undefined, now: number = Date.now()): boolean {
  const decoded = decodeToken(token, now + 5 * 60 * 1000);
  return decoded !== null && decoded.isExpired;
}
