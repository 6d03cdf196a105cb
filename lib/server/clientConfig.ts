import type { ClientConfig } from "@/lib/firebaseConfig";

/** Read per request: NEXT_PUBLIC_* values would be frozen into the bundle by `next build`. */
export function clientConfig(): ClientConfig {
  return { authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST || null };
}
