import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import soldPricesHandler from "@/pages/api/sold-prices";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { makeListing } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";

const soldPrices = serveHandler(soldPricesHandler);
const DAY = 24 * 3_600_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** An auction of `brand model` that ended `state` `days` ago at `price`. */
async function endedAuction(model: string, state: "sold" | "unsold", price: number, days: number, brand = "Honda") {
  const { auction, vehicle } = await makeAuction({ startingPrice: 10_000 });
  const db = getDb();
  await db.update(schema.vehicles).set({ brand, model }).where(eq(schema.vehicles.id, vehicle.id));
  await db
    .update(schema.auctions)
    .set({
      state,
      currentPrice: price,
      startsAt: daysAgo(days + 1),
      endsAt: daysAgo(days),
      closedAt: daysAgo(days),
    })
    .where(eq(schema.auctions.id, auction.id));
}

describe("public sold prices (issue 25)", () => {
  it("answers the last 12 months' sold auctions and Hemen Al sales of one brand and model, oldest first", async () => {
    const model = `SP-${Date.now()}`;
    await endedAuction(model, "sold", 82_000, 30);
    await endedAuction(model, "sold", 90_000, 200);
    await endedAuction(model, "sold", 70_000, 400); // older than 12 months
    await endedAuction(model, "unsold", 60_000, 10); // reserve not met: no sale
    await endedAuction(model, "sold", 99_000, 5, "Yamaha"); // another brand, same model name
    await endedAuction(`${model}-X`, "sold", 55_000, 5); // another model
    const { listing, vehicle } = await makeListing({ price: 85_000, state: "sold" });
    await getDb().update(schema.vehicles).set({ brand: "Honda", model }).where(eq(schema.vehicles.id, vehicle.id));
    await getDb()
      .update(schema.buyNowListings)
      .set({ soldAt: daysAgo(60) })
      .where(eq(schema.buyNowListings.id, listing.id));

    const response = await soldPrices({ query: { brand: "Honda", model } });
    expect(response.status).toBe(200);
    expect(response.body.items.map((i: { price: number; kind: string }) => [i.price, i.kind])).toEqual([
      [90_000, "auction"],
      [85_000, "listing"],
      [82_000, "auction"],
    ]);
  });

  it("refuses a missing brand or model with a Turkish message", async () => {
    const response = await soldPrices({ query: { brand: "Honda" } });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body)).toMatch(/Model zorunludur/);
  });
});
