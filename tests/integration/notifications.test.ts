import { spawn, type ChildProcess } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closeAuction } from "@/lib/server/auctions/closing";
import { placeBid } from "@/lib/server/bids/service";
import { getDb, schema } from "@/lib/server/db";
import { deliverDueEmails, failAbandoned, mailTransport, startEmailWorker } from "@/lib/server/notifications/delivery";
import { stopListenHub } from "@/lib/server/live/listenHub";
import { notificationSettings, unsubscribeByToken } from "@/lib/server/notifications/service";
import { readUnsubscribeToken, unsubscribeToken } from "@/lib/server/notifications/unsubscribe";
import listHandler from "@/pages/api/me/notifications";
import readHandler from "@/pages/api/me/notifications/read";
import settingsHandler from "@/pages/api/me/notification-settings";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser } from "@/tests/integration/helpers/identity";
import { mailsTo, waitForMails } from "@/tests/integration/helpers/mail";
import { listenStream } from "@/tests/integration/helpers/streamServer";
import { STREAM_TICKET_TTL_MS, streamTicket } from "@/lib/server/notifications/streamTicket";
import ticketHandler from "@/pages/api/me/notifications/stream-ticket";

const list = serveHandler(listHandler);
const read = serveHandler(readHandler);
const settings = serveHandler(settingsHandler);
const ticketFor = serveHandler(ticketHandler);

const notificationsOf = (uid: string) =>
  getDb().select().from(schema.notifications).where(eq(schema.notifications.userId, uid));

afterAll(() => stopListenHub());

/** A live auction where `first` leads and `second` then outbids them. */
async function outbidScenario() {
  const first = await registeredUser({ provision: 100_000 });
  const second = await registeredUser({ provision: 100_000 });
  const { auction } = await makeAuction({ startingPrice: 50_000 });
  await placeBid({ auctionId: auction.id, bidderUid: first.uid, amount: 50_000 });
  await placeBid({ auctionId: auction.id, bidderUid: second.uid, amount: 51_000 });
  return { first, second, auction };
}

describe("notifications from the outbox", () => {
  it("an outbid writes exactly one notification for the previous leader and sends one e-mail", async () => {
    const { first, second, auction } = await outbidScenario();
    const mine = await notificationsOf(first.uid);
    expect(mine.map((n) => [n.kind, n.link])).toEqual([["outbid", `/ihaleler/${auction.id}`]]);
    expect(mine[0].body).toContain("Honda CBR650R");
    expect(await notificationsOf(second.uid)).toEqual([]);

    await deliverDueEmails();
    await deliverDueEmails();
    const mails = await waitForMails(first.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Teklifiniz geçildi");
    expect(mails[0].headers["message-id"]).toBe(`<bildirim-${mine[0].id}@motoborsa.com.tr>`);
    expect(mails[0].text).toContain(`/ihaleler/${auction.id}`);
    expect(mails[0].html).toContain("MotoBorsa Pazaryeri A.Ş.");
    // The footer's unsubscribe link carries a token for this user and category.
    const token = /bildirim-iptal\?t=([^"&\s]+)/.exec(mails[0].html)?.[1];
    expect(readUnsubscribeToken(decodeURIComponent(token!))).toEqual({ uid: first.uid, category: "bids" });
    const [row] = await notificationsOf(first.uid);
    expect(row).toMatchObject({ emailState: "sent", emailAttempts: 1 });
  });

  it("an outbid by a proxy maximum notifies the leader once; reaching a standing maximum tells its holder", async () => {
    const a = await registeredUser({ provision: 200_000 });
    const b = await registeredUser({ provision: 200_000 });
    const { auction } = await makeAuction({ startingPrice: 50_000 });
    await placeBid({ auctionId: auction.id, bidderUid: a.uid, amount: 50_000, maxAmount: 55_000 });
    // b's bid meets a's maximum: a keeps the lead at 55.000 TL, their maximum is reached.
    await placeBid({ auctionId: auction.id, bidderUid: b.uid, amount: 51_000, maxAmount: 55_000 });
    expect((await notificationsOf(a.uid)).map((n) => n.kind)).toEqual(["max_reached"]);
    // b's higher maximum then takes the lead through the proxy: a is outbid (once).
    await placeBid({ auctionId: auction.id, bidderUid: b.uid, amount: 56_000, maxAmount: 60_000 });
    expect((await notificationsOf(a.uid)).map((n) => n.kind).sort()).toEqual(["max_reached", "outbid"]);
    expect(await notificationsOf(b.uid)).toEqual([]);
  });

  it("closing notifies the winner with the order and every other bidder that they lost, once", async () => {
    const { first, second, auction } = await outbidScenario();
    const closeAt = new Date(auction.endsAt.getTime() + 1);
    await Promise.all([closeAuction(auction.id, closeAt), closeAuction(auction.id, closeAt)]);
    const [order] = await getDb().select().from(schema.orders).where(eq(schema.orders.auctionId, auction.id));
    const won = (await notificationsOf(second.uid)).filter((n) => n.kind === "auction_won");
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ category: "orders", data: expect.objectContaining({ orderId: order.id }) });
    expect(won[0].body).toContain(`Sipariş no ${order.id}`);
    expect((await notificationsOf(first.uid)).map((n) => n.kind).sort()).toEqual(["auction_lost", "outbid"]);
  });

  it("closing below the reserve tells every bidder the auction went unsold", async () => {
    const a = await registeredUser({ provision: 100_000 });
    const { auction } = await makeAuction({ startingPrice: 50_000, reservePrice: 90_000 });
    await placeBid({ auctionId: auction.id, bidderUid: a.uid, amount: 50_000 });
    await closeAuction(auction.id, new Date(auction.endsAt.getTime() + 1));
    expect((await notificationsOf(a.uid)).map((n) => n.kind)).toEqual(["auction_reserve_not_met"]);
  });

  it("a notification committed while no worker runs is e-mailed once when a worker starts, and not again after a restart", async () => {
    const { first } = await outbidScenario();
    const before = await mailsTo(first.email);
    expect(before).toHaveLength(0);
    const worker = await startEmailWorker(null, mailTransport());
    await worker!.idle();
    await worker!.stop();
    const again = await startEmailWorker(null, mailTransport());
    await again!.idle();
    await again!.stop();
    expect(await waitForMails(first.email, 1)).toHaveLength(1);
    const [row] = await notificationsOf(first.uid);
    expect(row.emailState).toBe("sent");
  });

  it("a row a dead worker claimed is never sent again (at most once), only marked failed", async () => {
    const { first } = await outbidScenario();
    const [row] = await notificationsOf(first.uid);
    // The crash: claimed (sending) long ago, then the process died before it marked the row.
    await getDb()
      .update(schema.notifications)
      .set({ emailState: "sending", emailAttempts: 1, emailClaimedAt: new Date(Date.now() - 3600_000) })
      .where(eq(schema.notifications.id, row.id));
    await deliverDueEmails();
    expect(await failAbandoned()).toBeGreaterThanOrEqual(1);
    await deliverDueEmails();
    const [after] = await notificationsOf(first.uid);
    expect(after.emailState).toBe("failed");
    expect(await mailsTo(first.email)).toHaveLength(0);
  });

  it("an SMTP server that is down delays the e-mail (retry later), never the bid", async () => {
    const { first } = await outbidScenario();
    const nodemailer = await import("nodemailer");
    const down = nodemailer.createTransport({ host: "127.0.0.1", port: 9, connectionTimeout: 2000 });
    const result = await deliverDueEmails(down);
    expect(result.retried).toBeGreaterThanOrEqual(1);
    const [row] = await notificationsOf(first.uid);
    expect(row).toMatchObject({ emailState: "pending", emailAttempts: 1 });
    expect(row.emailNextAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });

  it("switching a category's e-mail off skips its e-mails; transactional ones cannot be switched off", async () => {
    const first = await registeredUser({ provision: 100_000 });
    const off = await settings.put(first.token, { body: { items: [{ category: "bids", email: false }] } });
    expect(off.status).toBe(200);
    expect(off.body.items.find((i: { category: string }) => i.category === "bids")).toEqual({
      category: "bids",
      email: false,
      locked: false,
    });
    // Saved-search alerts are off until the user opts in.
    expect(off.body.items.find((i: { category: string }) => i.category === "searches")).toMatchObject({ email: false });
    const refused = await settings.put(first.token, { body: { items: [{ category: "orders", email: false }] } });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/kapatılamaz/);

    const second = await registeredUser({ provision: 100_000 });
    const { auction } = await makeAuction({ startingPrice: 50_000 });
    await placeBid({ auctionId: auction.id, bidderUid: first.uid, amount: 50_000 });
    await placeBid({ auctionId: auction.id, bidderUid: second.uid, amount: 51_000 });
    await deliverDueEmails();
    const [row] = await notificationsOf(first.uid);
    expect(row.emailState).toBe("skipped");
    expect(await mailsTo(first.email)).toHaveLength(0);
  });

  it("an unsubscribe link switches its category's e-mail off without a session; a forged one changes nothing", async () => {
    const user = await registeredUser();
    const other = await registeredUser();
    const token = unsubscribeToken(user.uid, "requests");
    const [payload, category] = token.split(".");
    const forged = `${Buffer.from(other.uid).toString("base64url")}.${category}.${token.split(".")[2]}`;
    expect(await unsubscribeByToken(forged)).toBeNull();
    expect(await unsubscribeByToken(`${payload}.requests.x`)).toBeNull();
    expect(await unsubscribeByToken(unsubscribeToken(user.uid, "orders"))).toBeNull();
    expect((await notificationSettings(other.uid)).items.find((i) => i.category === "requests")!.email).toBe(true);
    expect(await unsubscribeByToken(token)).toEqual({ category: "requests" });
    expect((await notificationSettings(user.uid)).items.find((i) => i.category === "requests")!.email).toBe(false);
    // A link of an account that no longer exists: nothing to switch, no error.
    expect(await unsubscribeByToken(unsubscribeToken("no-such-user", "bids"))).toBeNull();
  });

  it("lists, counts and marks read only the caller's notifications; foreign or unknown ids are 404 and change nothing", async () => {
    const { first, second } = await outbidScenario();
    expect((await list({ token: null })).status).toBe(401);
    const page = await list({ token: first.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, unread: 1, page: 1 });
    const id = page.body.items[0].id as number;

    const foreign = await read.post(second.token, { body: { ids: [id] } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe("Bildirim bulunamadı.");
    const mixed = await read.post(first.token, { body: { ids: [id, 999_999_999] } });
    expect(mixed.status).toBe(404);
    const [unchanged] = await notificationsOf(first.uid);
    expect(unchanged.readAt).toBeNull();
    expect((await read.post(first.token, { body: { ids: "x" } })).status).toBe(422);
    expect((await read.post(first.token, { body: {} })).status).toBe(422);

    const marked = await read.post(first.token, { body: { ids: [id] } });
    expect(marked.body).toEqual({ updated: 1, unread: 0 });
    const all = await read.post(first.token, { body: { all: true } });
    expect(all.body).toEqual({ updated: 0, unread: 0 });
    expect((await list({ token: first.token, query: { pageSize: 500 } })).status).toBe(422);
  });
});

/** The `event: unread` values of an SSE response, one at a time. */
function unreadEvents(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const queue: number[] = [];
  return {
    async next(): Promise<number> {
      while (queue.length === 0) {
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
        const events = buffer.split("\n\n");
        buffer = events.pop()!;
        for (const event of events) {
          const data = /^event: unread\ndata: (.*)$/m.exec(event);
          if (data) queue.push((JSON.parse(data[1]) as { unread: number }).unread);
        }
      }
      return queue.shift()!;
    },
    cancel: () => reader.cancel(),
  };
}

describe("the live unread count", () => {
  let other: ChildProcess | null = null;
  let local: Awaited<ReturnType<typeof listenStream>> | null = null;
  afterAll(async () => {
    other?.kill("SIGTERM");
    await local?.close();
  });

  it("reaches a client of each of two instances on one database when a bid elsewhere outbids the user", async () => {
    const first = await registeredUser({ provision: 100_000 });
    const second = await registeredUser({ provision: 100_000 });
    const { auction } = await makeAuction({ startingPrice: 50_000 });
    await placeBid({ auctionId: auction.id, bidderUid: first.uid, amount: 50_000 });

    // The second instance: its own process, pool and LISTEN connection.
    other = spawn(process.execPath, ["--import", "tsx", "tests/integration/helpers/streamInstance.ts"], {
      env: { ...process.env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const otherUrl = await new Promise<string>((resolve, reject) => {
      other!.stdout!.on("data", (chunk: Buffer) => {
        const match = /URL (\S+)/.exec(chunk.toString());
        if (match) resolve(match[1]);
      });
      other!.once("exit", (code) => reject(new Error(`instance exited ${code}`)));
    });
    local = await listenStream();
    const auth = { headers: { Authorization: `Bearer ${first.token}` } };
    expect((await fetch(local.url)).status).toBe(401);
    const here = unreadEvents(await fetch(local.url, auth));
    const there = unreadEvents(await fetch(otherUrl, auth));
    expect([await here.next(), await there.next()]).toEqual([0, 0]);

    await placeBid({ auctionId: auction.id, bidderUid: second.uid, amount: 51_000 });
    expect([await here.next(), await there.next()]).toEqual([1, 1]);
    await Promise.all([here.cancel(), there.cancel()]);
  });

  it("opens for a browser's EventSource with a ticket traded for the ID token; a forged or expired ticket is 401", async () => {
    const user = await registeredUser({ provision: 100_000 });
    local ??= await listenStream();
    expect((await ticketFor({ method: "POST" })).status).toBe(401);
    const issued = await ticketFor.post(user.token);
    expect(issued.status).toBe(200);
    const ticket: string = issued.body.ticket;
    expect(ticket).not.toContain(user.token);

    const opened = await fetch(`${local.url}?ticket=${encodeURIComponent(ticket)}`);
    expect(opened.status).toBe(200);
    const events = unreadEvents(opened);
    expect(await events.next()).toBe(0);
    await events.cancel();

    const [payload, , mac] = ticket.split(".");
    const forged = `${Buffer.from("someone-else").toString("base64url")}.${ticket.split(".")[1]}.${mac}`;
    for (const bad of [
      forged,
      `${payload}.1.${mac}`,
      "x",
      streamTicket(user.uid, Date.now() - STREAM_TICKET_TTL_MS - 1),
    ]) {
      const refused = await fetch(`${local.url}?ticket=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: string }).error).toMatch(/oturumunuz doğrulanamadı/);
    }
  });
});
