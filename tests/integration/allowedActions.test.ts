import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import auctionsHandler from "@/pages/api/management/auctions";
import cancelHandler from "@/pages/api/management/auctions/[id]/cancel";
import listingsHandler from "@/pages/api/management/listings";
import withdrawHandler from "@/pages/api/management/listings/[id]/withdraw";
import vehiclesHandler from "@/pages/api/management/vehicles";
import { serveHandler } from "@/tests/integration/helpers/http";
import { staffAccount } from "@/tests/integration/helpers/identity";
import { identityBody } from "@/tests/integration/helpers/vehicleIdentity";

const vehicles = serveHandler(vehiclesHandler);
const auctions = serveHandler(auctionsHandler);
const cancel = serveHandler(cancelHandler);
const listings = serveHandler(listingsHandler);
const withdraw = serveHandler(withdrawHandler);

const vehicleBody = (plate: string) => ({
  brand: "Honda",
  model: "CB650R",
  year: 2021,
  km: 12_000,
  engineCc: 649,
  city: "Ankara",
  colour: "Siyah",
  plate,
  description: "",
  details: [],
  photos: [],
  ...identityBody(),
});

describe("the management lists answer what staff may do next", () => {
  it("an auction: edit and cancel before its start, only cancel once it runs, nothing once cancelled", async () => {
    const staff = await staffAccount({ roles: ["auctions:write", "listings:write"] });
    const v = (await vehicles.post(staff.token, { body: vehicleBody("06 AC 7101") })).body.vehicle;
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const endsAt = new Date(Date.now() + 7_200_000).toISOString();
    const created = await auctions.post(staff.token, {
      body: { vehicleId: v.id, startsAt, endsAt, startingPrice: 200_000 },
    });
    expect(created.status).toBe(201);
    const id = created.body.auction.id;
    expect(created.body.auction.actions).toEqual(["edit", "cancel"]);

    const listed = async () =>
      (await auctions({ token: staff.token, query: { pageSize: 100 } })).body.items.find(
        (a: { id: number }) => a.id === id,
      );
    expect((await listed()).actions).toEqual(["edit", "cancel"]);
    await getDb()
      .update(schema.auctions)
      .set({ startsAt: new Date(Date.now() - 1_000), state: "live" })
      .where(eq(schema.auctions.id, id));
    expect((await listed()).actions).toEqual(["cancel"]);

    const cancelled = await cancel.post(staff.token, { params: { id }, body: { reason: "Araç sahibi vazgeçti." } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.auction.actions).toEqual([]);
    expect((await listed()).actions).toEqual([]);
  });

  it("a listing: price and withdraw while on sale, only relist once withdrawn", async () => {
    const staff = await staffAccount({ roles: ["listings:write"] });
    const v = (await vehicles.post(staff.token, { body: vehicleBody("06 AC 7102") })).body.vehicle;
    const created = await listings.post(staff.token, { body: { vehicleId: v.id, price: 250_000 } });
    expect(created.status).toBe(201);
    expect(created.body.listing.actions).toEqual(["price", "withdraw"]);
    const withdrawn = await withdraw.post(staff.token, { params: { id: created.body.listing.id } });
    expect(withdrawn.status).toBe(200);
    // Withdrawn, it ended without a sale: staff may put it on sale again (issue 25), nothing else.
    expect(withdrawn.body.listing.actions).toEqual(["relist"]);
  });
});
