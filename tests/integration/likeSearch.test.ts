import { describe, expect, it } from "vitest";
import vehiclesHandler from "@/pages/api/management/vehicles";
import { serveHandler } from "@/tests/integration/helpers/http";
import { staffAccount } from "@/tests/integration/helpers/identity";

const vehicles = serveHandler(vehiclesHandler);

type Listed = { items: Array<{ id: number; model: string; brand: string; plate: string }>; total: number };

describe("staff vehicle search takes % and _ literally", () => {
  it('"%" finds only vehicles whose text holds a "%", "_" only those with "_", never every vehicle', async () => {
    const staff = await staffAccount({ roles: ["listings:write"] });
    const base = {
      year: 2020,
      km: 10_000,
      engineCc: 650,
      city: "Bursa",
      colour: "",
      description: "",
      details: [],
      photos: [],
    };
    const plain = await vehicles.post(staff.token, {
      body: { ...base, brand: "Honda", model: "CB650R", plate: "16 LK 101" },
    });
    const percent = await vehicles.post(staff.token, {
      body: { ...base, brand: "Honda", model: "CB650R %100 orijinal", plate: "16 LK 102" },
    });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(percent.status, JSON.stringify(percent.body)).toBe(201);

    const search = async (q: string) =>
      (await vehicles({ token: staff.token, query: { q, pageSize: 100 } })).body as Listed;
    const byPercent = await search("%");
    expect(byPercent.items.map((v) => v.id)).toContain(percent.body.vehicle.id);
    expect(byPercent.items.map((v) => v.id)).not.toContain(plain.body.vehicle.id);
    expect(byPercent.items.every((v) => `${v.brand} ${v.model} ${v.plate}`.includes("%"))).toBe(true);

    const byUnderscore = await search("_");
    expect(byUnderscore.items.map((v) => v.id)).not.toContain(plain.body.vehicle.id);
    expect(byUnderscore.items.every((v) => `${v.brand} ${v.model} ${v.plate}`.includes("_"))).toBe(true);

    // A pattern that would match "CB650R" as a LIKE wildcard ("CB_50R") is taken as the literal text.
    expect((await search("CB_50R")).items.map((v) => v.id)).not.toContain(plain.body.vehicle.id);
    expect((await search("%100")).items.map((v) => v.id)).toEqual([percent.body.vehicle.id]);
  });
});
