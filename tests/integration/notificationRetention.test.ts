import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_RETENTION_DAYS } from "@/lib/notifications/rules";
import { getDb, schema } from "@/lib/server/db";
import { NOTIFICATION_PRUNE_QUEUE, pruneNotifications } from "@/lib/server/notifications/retention";
import { registeredUser } from "@/tests/integration/helpers/identity";
import { eventually } from "@/tests/integration/helpers/runner";
import { cronsOf, jobRunnerForBlock } from "@/tests/integration/helpers/jobs";

const DAY = 86_400_000;

/** Notifications of `uid` created `ages` days before `now`; answers their ids in the same order. */
async function notificationsAged(uid: string, now: Date, ages: number[]): Promise<number[]> {
  const rows = await getDb()
    .insert(schema.notifications)
    .values(
      ages.map((age, i) => ({
        userId: uid,
        kind: "outbid",
        category: "bids",
        title: `Bildirim ${i}`,
        body: "b",
        createdAt: new Date(now.getTime() - age * DAY),
        emailState: "sent" as const,
      })),
    )
    .returning({ id: schema.notifications.id });
  return rows.map((r) => r.id);
}

const remaining = async (ids: number[]) =>
  (
    await getDb()
      .select({ id: schema.notifications.id })
      .from(schema.notifications)
      .where(inArray(schema.notifications.id, ids))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe("notification retention", () => {
  it(`deletes every notification older than ${NOTIFICATION_RETENTION_DAYS} days, in batches, and keeps the rest`, async () => {
    const now = new Date();
    const a = await registeredUser();
    const b = await registeredUser();
    const old = NOTIFICATION_RETENTION_DAYS + 1;
    const young = NOTIFICATION_RETENTION_DAYS - 1;
    const aIds = await notificationsAged(a.uid, now, [old + 200, old, young, 0]);
    const bIds = await notificationsAged(b.uid, now, [old, old, old, young]);
    // A batch of 2 makes the four old rows (and any other suite's) take several statements.
    const deleted = await pruneNotifications(now, 2);
    expect(deleted).toBeGreaterThanOrEqual(5);
    expect(await remaining(aIds)).toEqual([aIds[2], aIds[3]]);
    expect(await remaining(bIds)).toEqual([bIds[3]]);
    // Nothing is left to prune: a second run deletes none of these.
    await pruneNotifications(now, 2);
    expect(await remaining([...aIds, ...bIds])).toEqual([aIds[2], aIds[3], bIds[3]]);
  });

  describe("the job", () => {
    const startRunner = jobRunnerForBlock();

    it("is scheduled hourly by startJobs, and its worker prunes when the job runs", async () => {
      const user = await registeredUser();
      const [oldId, youngId] = await notificationsAged(user.uid, new Date(), [NOTIFICATION_RETENTION_DAYS + 3, 1]);
      const runner = await startRunner();
      expect(await cronsOf(NOTIFICATION_PRUNE_QUEUE)).toEqual(["7 * * * *"]);
      // The hourly cron's job, sent now instead of waiting for the clock.
      await runner.boss.send(NOTIFICATION_PRUNE_QUEUE, {});
      expect(
        await eventually(
          () => remaining([oldId, youngId]),
          (ids) => ids.length === 1,
          30_000,
        ),
      ).toEqual([youngId]);
    });
  });
});
