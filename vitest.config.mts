import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };
// Unit files (no database, no processes) two at a time: vitest's default in a run is one worker
// fewer than the cores, which is one on the 2-core machine. Both unit projects need the same value
// (they run as one group); the integration project stays one file at a time (fileParallelism).
const UNIT_WORKERS = 2;
/**
 * Integration files that start processes of their own (PostgreSQL, the Auth emulator, Next.js) on free
 * ports and never touch the shared database's rows (seed and releaseMigrate create databases of their own).
 * They spend most of their time starting and stopping services while the database files use about one
 * of the two cores, so they run as a project of their own beside them, one file at a time.
 * productionStart stays with the database files: its server runs the jobs on the shared database.
 */
const OWN_STACK_FILES = [
  "authEmulatorExport",
  "authEmulatorPort",
  "cluster",
  "devRunner",
  "embeddedPostgres",
  "releaseMigrate",
  "runnerRecovery",
  "seed",
  "startGuard",
].map((name) => `tests/integration/${name}.test.ts`);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // Pure rules run in node (no jsdom start-up); component tests (*.test.tsx, or a .ts file with a
      // `@vitest-environment jsdom` docblock) get the DOM. `--project "unit*"` runs both.
      {
        resolve: { alias },
        test: {
          name: "unit",
          maxWorkers: UNIT_WORKERS,
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          globals: true,
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "unit-dom",
          maxWorkers: UNIT_WORKERS,
          include: ["tests/unit/**/*.test.tsx"],
          environment: "jsdom",
          globals: true,
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: OWN_STACK_FILES,
          environment: "node",
          globals: true,
          globalSetup: ["tests/integration/globalSetup.ts"],
          setupFiles: ["tests/integration/setupEnv.ts", "tests/integration/setup.ts"],
          // One file at a time: tests compare row counts around a refused request.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "processes",
          include: OWN_STACK_FILES,
          environment: "node",
          globals: true,
          globalSetup: ["tests/integration/globalSetup.ts"],
          // Not setup.ts: its clean-up of pending e-mails would reach into a database file's test.
          setupFiles: ["tests/integration/setupEnv.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
