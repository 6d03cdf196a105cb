import { getApps, initializeApp } from "firebase/app";
import { browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from "firebase/auth";
import { authEmulatorHost, firebaseConfig } from "./firebaseConfig";

let auth: Auth | null = null;

/**
 * The browser's Firebase Auth instance. Import this module only with `await import("@/lib/firebase")`
 * where sign-in, sign-up or a token refresh needs it: the SDK must stay out of the shared bundle.
 */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  const app = getApps()[0] ?? initializeApp(firebaseConfig);
  // getAuth() without its popup/redirect resolver: we sign in with e-mail and password only, and the
  // resolver loads Google's gapi script and an iframe on mobile browsers, which the CSP refuses.
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  if (authEmulatorHost) connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
  return auth;
}
