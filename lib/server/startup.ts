import { configProblem, currentEnv } from "@/lib/server/config";

// Runs once when a Next.js server process starts (instrumentation.ts). A production `next start`
// with a missing or malformed variable stops here with one line naming it, before serving anything.
// Plain stderr, not the logger: the logger's own settings (LOG_LEVEL) are among what is checked.
if (process.env.NEXT_PHASE !== "phase-production-build") {
  const problem = configProblem(currentEnv(), { phase: process.env.NODE_ENV === "production" ? "start" : "runtime" });
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}
