import { getApps, initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth";
import { firebaseConfig, type ClientConfig } from "@/lib/firebaseConfig";

let auth: Promise<Auth> | null = null;

/**
 * The Auth emulator the server uses, asked from the running server: an address inlined at build
 * time would outlive a restart with another AUTH_EMULATOR_PORT.
 */
async function authEmulatorHost(): Promise<string | null> {
  const response = await fetch("/api/client-config", { cache: "no-store" });
  if (!response.ok) throw new Error(`/api/client-config answered ${response.status}`);
  return ((await response.json()) as ClientConfig).authEmulatorHost;
}

/**
 * The browser's Firebase Auth instance. Import this module only with `await import("@/lib/firebase")`
 * where sign-in, sign-up or a token refresh needs it: the SDK must stay out of the shared bundle.
 */
export function firebaseAuth(): Promise<Auth> {
  if (auth) return auth;
  const pending = authEmulatorHost().then((emulatorHost) => {
    const app = getApps()[0] ?? initializeApp(firebaseConfig);
    // initializeAuth without getAuth's popup/redirect resolver: we sign in with e-mail and password
    // only, and the resolver loads Google's gapi script and an iframe on mobile browsers, which the CSP refuses.
    const instance = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    if (emulatorHost) connectAuthEmulator(instance, `http://${emulatorHost}`, { disableWarnings: true });
    return instance;
  });
  // A failed look-up (server restarting, offline) is asked again next time instead of being kept.
  pending.catch(() => {
    if (auth === pending) auth = null;
  });
  return (auth = pending);
}
