const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]):\d+$/;

export function firebaseProjectId(): string {
  return process.env.FIREBASE_PROJECT_ID || process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || "demo-motoborsa";
}

/**
 * firebase-admin accepts unsigned tokens whenever FIREBASE_AUTH_EMULATOR_HOST is set, so a production
 * server with it set would let anyone sign in as anyone. The only exception is the local demo that
 * `npm start` runs itself: it sets MOTOBORSA_LOCAL_DEMO=1 and an emulator on the loopback address.
 */
export function environmentProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (env.NODE_ENV !== "production" || !emulator) return null;
  if (env.MOTOBORSA_LOCAL_DEMO === "1" && LOOPBACK.test(emulator)) return null;
  return (
    `Refusing to start: NODE_ENV=production with FIREBASE_AUTH_EMULATOR_HOST=${emulator}. ` +
    "The Auth emulator issues unsigned tokens; unset FIREBASE_AUTH_EMULATOR_HOST and configure a real Firebase project."
  );
}

export function assertSafeEnvironment(env: NodeJS.ProcessEnv = process.env): void {
  const problem = environmentProblem(env);
  if (problem) throw new Error(problem);
}
