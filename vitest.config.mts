import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };
// Unit files (no database, no processes) two at a time: vitest's default in a run is one worker
// fewer than the cores, which is one on the 2-core machine. Both unit projects need the same value
// (they run as one group); the integration project stays one file at a time (fileParallelism).
const UNIT_WORKERS = 2;

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
          environment: "node",
          globals: true,
          globalSetup: ["tests/integration/globalSetup.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          // One file at a time: tests compare row counts around a refused request, and the 2-core
          // machine gains nothing from running database-heavy files side by side.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
