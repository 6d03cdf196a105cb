import { getApps, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, type Auth } from "firebase/auth";
import { authEmulatorHost, firebaseConfig } from "./firebaseConfig";

let auth: Auth | null = null;

/**
 * The browser's Firebase Auth instance. Import this module only with `await import("@/lib/firebase")`
 * where sign-in, sign-up or a token refresh needs it: the SDK must stay out of the shared bundle.
 */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  const app = getApps()[0] ?? initializeApp(firebaseConfig);
  auth = getAuth(app);
  if (authEmulatorHost) connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
  return auth;
}
