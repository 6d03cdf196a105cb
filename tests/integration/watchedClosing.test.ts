import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuctionLive } from "@/lib/server/auctions/service";
import { watchTransition } from "@/lib/server/auctions/watchedClosing";
import { placeBid } from "@/lib/server/bids/service";
import { getDb, schema } from "@/lib/server/db";
import { auctionRow, makeAuction, pastEnd } from "@/tests/integration/helpers/auctions";
import { registeredUser } from "@/tests/integration/helpers/identity";

async function closedRow(id: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await auctionRow(id);
    if (row.state !== "live" || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a watched auction closes at its end without the job queue", () => {
  it("the instance serving its stream closes it into one order when the end comes", async () => {
    const { auction } = await makeAuction();
    const buyer = await registeredUser({ provision: 20_000 });
    await placeBid({ auctionId: auction.id, bidderUid: buyer.uid, amount: 50_000 });
    // The end comes close only now (as an import or a late edit would set it): no job was planned for it.
    const endsAt = new Date(Date.now() + 1_500);
    await getDb().update(schema.auctions).set({ endsAt }).where(eq(schema.auctions.id, auction.id));

    watchTransition((await getAuctionLive(auction.id))!);
    const row = await closedRow(auction.id, 15_000);
    expect(row.state).toBe("sold");
    expect(row.closedAt!.getTime()).toBeGreaterThanOrEqual(endsAt.getTime());
    const orders = await getDb().select().from(schema.orders).where(eq(schema.orders.auctionId, auction.id));
    expect(orders).toHaveLength(1);
  });

  it("an auction already past its end but not yet closed is closed at once", async () => {
    const { auction } = await makeAuction({ endsAt: new Date(Date.now() + 60_000) });
    await pastEnd(auction.id);
    const live = (await getAuctionLive(auction.id))!;
    expect(live).toMatchObject({ status: "ended", result: null });
    watchTransition(live);
    expect((await closedRow(auction.id, 10_000)).state).toBe("unsold");
  });
});
