import { environmentProblem } from "./environment";

// Runs once when a Next.js server process starts (instrumentation.ts).
const problem = environmentProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
