import { eq } from "drizzle-orm";
import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { NOTIFICATIONS_CHANNEL, notify, notifyMany } from "@/lib/server/notifications/outbox";
import { registeredUser } from "@/tests/integration/helpers/identity";

const rowsOf = (uid: string) => getDb().select().from(schema.notifications).where(eq(schema.notifications.userId, uid));

describe("notification outbox", () => {
  it("writes inside the caller's transaction: a rollback leaves no notification", async () => {
    const user = await registeredUser();
    await expect(
      getDb().transaction(async (tx) => {
        await notify(tx, {
          userId: user.uid,
          kind: "outbid",
          title: "Teklifiniz geçildi",
          body: "x",
          link: "/ihaleler/1",
        });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await rowsOf(user.uid)).toHaveLength(0);
  });

  it("notifies an event once per dedupe key and fills the category from the kind", async () => {
    const user = await registeredUser();
    const key = `test:${user.uid}`;
    const first = await getDb().transaction((tx) =>
      notify(tx, {
        userId: user.uid,
        kind: "auction_won",
        title: "Kazandınız",
        body: "b",
        dedupeKey: key,
        data: { auctionId: 3 },
      }),
    );
    const again = await getDb().transaction((tx) =>
      notifyMany(tx, [
        { userId: user.uid, kind: "auction_won", title: "Kazandınız", body: "b", dedupeKey: key },
        { userId: user.uid, kind: "outbid", title: "Geçildi", body: "c" },
      ]),
    );
    expect(first).toBeTypeOf("number");
    expect(again).toHaveLength(1);
    const rows = await rowsOf(user.uid);
    expect(rows.map((r) => [r.kind, r.category]).sort()).toEqual([
      ["auction_won", "orders"],
      ["outbid", "bids"],
    ]);
    expect(rows.find((r) => r.kind === "auction_won")!.data).toEqual({ auctionId: 3 });
  });

  it("signals the user's id on commit, not before", async () => {
    const user = await registeredUser();
    const listener = new Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    const payloads: string[] = [];
    listener.on("notification", (m) => m.payload && payloads.push(m.payload));
    await listener.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
    try {
      const received = new Promise<void>((resolve) =>
        listener.on("notification", (m) => m.payload === user.uid && resolve()),
      );
      await getDb().transaction(async (tx) => {
        await notifyMany(tx, [
          { userId: user.uid, kind: "outbid", title: "a", body: "a" },
          { userId: user.uid, kind: "max_reached", title: "b", body: "b" },
        ]);
        expect(payloads).not.toContain(user.uid);
      });
      await received;
      expect(payloads.filter((p) => p === user.uid)).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });

  it("refuses a link that is not a site path", async () => {
    const user = await registeredUser();
    await expect(
      getDb().transaction((tx) =>
        notify(tx, { userId: user.uid, kind: "outbid", title: "a", body: "a", link: "https://evil.example" }),
      ),
    ).rejects.toThrow(/site path/);
  });
});
