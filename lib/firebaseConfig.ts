/**
 * PRODUCT §3.1 backend configuration. NEXT_PUBLIC_* values are inlined at build time; without them the
 * app uses the demo project, which only exists in the Auth emulator.
 */
const projectId = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || "demo-motoborsa";

export const firebaseConfig = {
  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY || "demo-api-key",
  authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  projectId,
  storageBucket: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  messagingSenderId: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID || "000000000000",
  measurementId: process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID || undefined,
  databaseURL: process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL || undefined,
  appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID || "1:000000000000:web:0000000000000000",
};

/**
 * What the browser learns from the running server (`GET /api/client-config`) instead of the build:
 * the Auth emulator's address was inlined here once, and a build made for port 9099 kept signing in
 * against 9099 when `npm start` ran the emulator on another AUTH_EMULATOR_PORT.
 */
export type ClientConfig = {
  /** host:port of the Auth emulator the server verifies tokens against; null with a real project. */
  authEmulatorHost: string | null;
};
