/**
 * The outbox as the bid batch and the e-mail worker use it, not only through `notify()`:
 * - the bid's notices are written by the bid's own statement (one transaction): a failure of the
 *   notice write takes the bid with it, so no crash between the bid's commit and a later write can
 *   leave a bid whose notice is lost;
 * - "each e-mail at most once" with two delivery workers woken by the same commit and a duplicate of
 *   the event (and of the wake-up) arriving after the e-mail went out.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { placeBid } from "@/lib/server/bids/service";
import { getDb, schema } from "@/lib/server/db";
import { deliverDueEmails, mailTransport, startEmailWorker } from "@/lib/server/notifications/delivery";
import { stopListenHub } from "@/lib/server/live/listenHub";
import { NOTIFICATIONS_CHANNEL, notifyMany, type NotificationInput } from "@/lib/server/notifications/outbox";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { registeredUser } from "@/tests/integration/helpers/identity";
import { mailsTo, waitForMails } from "@/tests/integration/helpers/mail";

afterAll(() => stopListenHub());

const noticesOf = (uid: string) =>
  getDb().select().from(schema.notifications).where(eq(schema.notifications.userId, uid));

/** The id of the transaction that wrote the current version of a row (PostgreSQL's xmin). */
async function writerOf(table: "bids" | "notifications" | "auctions", id: number): Promise<string> {
  const result = await getDb().execute<{ xid: string }>(
    sql`SELECT xmin::text AS xid FROM ${sql.identifier(table)} WHERE id = ${id}`,
  );
  return result.rows[0].xid;
}

describe("the bid batch writes its notices in the bid's transaction", () => {
  it("the outbid notice, the new bid and the auction's new state are written by one transaction", async () => {
    const first = await registeredUser({ provision: 100_000 });
    const second = await registeredUser({ provision: 100_000 });
    const { auction } = await makeAuction({ startingPrice: 50_000 });
    await placeBid({ auctionId: auction.id, bidderUid: first.uid, amount: 50_000 });
    const outbidding = await placeBid({ auctionId: auction.id, bidderUid: second.uid, amount: 51_000 });

    const [notice] = await noticesOf(first.uid);
    expect(notice.kind).toBe("outbid");
    const bidWriter = await writerOf("bids", outbidding.bidId);
    // Written after the bid's commit, the notice would carry another transaction's id.
    expect(await writerOf("notifications", notice.id)).toBe(bidWriter);
    expect(await writerOf("auctions", auction.id)).toBe(bidWriter);
  });

  it("when the notice cannot be written the bid does not commit either, and goes through with its notice once it can", async () => {
    const first = await registeredUser({ provision: 100_000 });
    const second = await registeredUser({ provision: 100_000 });
    const { auction } = await makeAuction({ startingPrice: 50_000 });
    await placeBid({ auctionId: auction.id, bidderUid: first.uid, amount: 50_000 });
    const bidsBefore = await getDb().select().from(schema.bids).where(eq(schema.bids.auctionId, auction.id));

    // The failure of a write after the bid: the outbid notice for `first` is refused by the database.
    const fn = `test_refuse_notice_${auction.id}`;
    await getDb().execute(
      sql.raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.user_id = '${first.uid}' THEN RAISE EXCEPTION 'notice write failed'; END IF; RETURN NEW; END $$`),
    );
    await getDb().execute(
      sql.raw(`CREATE TRIGGER ${fn} BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION ${fn}()`),
    );
    try {
      await expect(placeBid({ auctionId: auction.id, bidderUid: second.uid, amount: 51_000 })).rejects.toThrow();
    } finally {
      await getDb().execute(sql.raw(`DROP TRIGGER ${fn} ON notifications; DROP FUNCTION ${fn}()`));
    }
    // Nothing of the bid stands: no bid row, the first bidder still leads, and still holds the deposit.
    expect(await getDb().select().from(schema.bids).where(eq(schema.bids.auctionId, auction.id))).toEqual(bidsBefore);
    const [row] = await getDb().select().from(schema.auctions).where(eq(schema.auctions.id, auction.id));
    expect(row).toMatchObject({ leaderUid: first.uid, currentPrice: 50_000, bidCount: 1 });
    const [secondUser] = await getDb().select().from(schema.users).where(eq(schema.users.uid, second.uid));
    expect(secondUser.provisionBlocked).toBe(0);
    expect(await noticesOf(first.uid)).toEqual([]);

    const retried = await placeBid({ auctionId: auction.id, bidderUid: second.uid, amount: 51_000 });
    expect(retried.leading).toBe(true);
    expect((await noticesOf(first.uid)).map((n) => n.kind)).toEqual(["outbid"]);
  });
});

describe("each e-mail at most once", () => {
  it("two workers woken by the same commit send each notice once; a late duplicate of the event or of its wake-up sends nothing more", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => registeredUser()));
    const inputs: NotificationInput[] = users.map((u, i) => ({
      userId: u.uid,
      kind: "outbid",
      title: "Teklifiniz geçildi",
      body: `Test ${i}`,
      link: "/ihaleler/1",
      dedupeKey: `at-most-once:${u.uid}`,
    }));
    // Two app instances' workers, both listening: the one commit below wakes them at the same moment.
    const workers = await Promise.all([
      startEmailWorker(null, mailTransport()),
      startEmailWorker(null, mailTransport()),
    ]);
    try {
      const ids = await getDb().transaction((tx) => notifyMany(tx, inputs));
      expect(ids).toHaveLength(users.length);
      for (const u of users) expect(await waitForMails(u.email, 1)).toHaveLength(1);
      for (const w of workers) await w!.idle();

      // The same event again after the e-mails went out (a retried job, a second instance), and a
      // duplicate wake-up for every user: no new row, no second claim, no second e-mail.
      expect(await getDb().transaction((tx) => notifyMany(tx, inputs))).toEqual([]);
      for (const u of users) await getDb().execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${u.uid})`);
      // Two more passes side by side (the minute cron on two instances), awaited: they find nothing of ours.
      await Promise.all([deliverDueEmails(), deliverDueEmails()]);
      for (const w of workers) await w!.idle();
    } finally {
      for (const w of workers) await w!.stop();
    }

    for (const u of users) {
      const rows = await getDb()
        .select()
        .from(schema.notifications)
        .where(and(eq(schema.notifications.userId, u.uid), eq(schema.notifications.kind, "outbid")));
      // One claim per row: a second worker claiming it too would have counted a second attempt.
      expect(rows.map((r) => [r.emailState, r.emailAttempts])).toEqual([["sent", 1]]);
      expect(await mailsTo(u.email)).toHaveLength(1);
    }
  });
});
