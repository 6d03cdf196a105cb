import { getApps, initializeApp, applicationDefault, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { assertSafeEnvironment, firebaseProjectId } from "@/lib/server/config";

/** The one firebase-admin app of this process (credentials are not needed against the emulator). */
export function adminAuth(): Auth {
  assertSafeEnvironment();
  const existing = getApps()[0];
  let app: App;
  if (existing) app = existing;
  else if (process.env.FIREBASE_AUTH_EMULATOR_HOST) app = initializeApp({ projectId: firebaseProjectId() });
  else app = initializeApp({ projectId: firebaseProjectId(), credential: applicationDefault() });
  return getAuth(app);
}
