import { afterAll, describe, expect, it } from "vitest";
import { clusterChecks, runCluster } from "@/scripts/bench/cluster";

/**
 * Issue 11 item 5: two `next start` instances of one production build on one embedded PostgreSQL
 * and one Auth emulator (the same run as `npm run bench:cluster`, shorter). It builds into
 * .next-cluster-test first (several minutes on 2 cores); MOTOBORSA_TEST_NEXT_BUILD names a finished
 * build of this tree to reuse.
 */
const savedEnv = { ...process.env };

describe("two app instances", () => {
  afterAll(() => {
    // The cluster brings its own stack; the other files' database comes back.
    for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
    Object.assign(process.env, savedEnv);
  });

  it(
    "settle bids sent to both, stream every bid from each, close an auction once and share photos",
    async () => {
      process.env.NEXT_DIST_DIR = process.env.MOTOBORSA_TEST_NEXT_BUILD || ".next-cluster-test";
      const report = await runCluster({ seconds: 3, bidders: 20, concurrency: 20, quiet: true, log: () => undefined });
      const checks = clusterChecks(report);
      expect(
        Object.entries(checks)
          .filter(([, ok]) => !ok)
          .map(([name]) => name),
      ).toEqual([]);
      expect(report.two.ok).toBeGreaterThan(0);
      expect(report.closing).toMatchObject({ state: "sold", orders: 1 });
      expect(report.closing.dueJobsCompleted).toBeLessThanOrEqual(1);
      expect(report.sigterm).toMatchObject({ streamEnded: true, exit: "code 143" });
      expect(report.photo).toMatchObject({ uploadStatus: 201, servedByOther: 200, sameBytes: true, imageByOther: 200 });
    },
    20 * 60_000,
  );
});
