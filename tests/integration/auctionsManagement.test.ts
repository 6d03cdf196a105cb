import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import auctionsHandler from "@/pages/api/management/auctions";
import auctionHandler from "@/pages/api/management/auctions/[id]";
import uploadsHandler from "@/pages/api/management/uploads";
import serveUploadHandler from "@/pages/api/uploads/[name]";
import vehiclesHandler from "@/pages/api/management/vehicles";
import vehicleHandler from "@/pages/api/management/vehicles/[id]";
import detailHandler from "@/pages/api/auctions/[id]";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";
import { identityBody } from "@/tests/integration/helpers/vehicleIdentity";

const vehicles = serveHandler(vehiclesHandler);
const vehicle = serveHandler(vehicleHandler);
const auctions = serveHandler(auctionsHandler);
const auction = serveHandler(auctionHandler);
const serveUpload = serveHandler(serveUploadHandler);
const detail = serveHandler(detailHandler);

const validVehicle = {
  brand: "Yamaha",
  model: "MT-07",
  year: 2022,
  km: 8_500,
  engineCc: 689,
  city: "İzmir",
  colour: "Mavi",
  plate: "35 abc 123",
  description: "Tek sahibinden, bakımları yetkili serviste yapıldı.",
  details: [
    { key: "Motor", value: "Sorunsuz" },
    { key: "Lastikler", value: "%80" },
  ],
  photos: [],
  ...identityBody(),
};

async function upload(token: string, body: Buffer, type: string) {
  const base = await uploadBase();
  const response = await fetch(`${base}?purpose=vehicle`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": type },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: await response.json() };
}

let base: string | null = null;
async function uploadBase() {
  if (base) return base;
  const http = await import("node:http");
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    Object.assign(req, { query: Object.fromEntries(url.searchParams), cookies: {} });
    const r = res as any;
    r.status = (code: number) => ((res.statusCode = code), r);
    r.json = (data: unknown) => res.setHeader("Content-Type", "application/json").end(JSON.stringify(data));
    void uploadsHandler(req as any, r);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  return base;
}

describe("vehicles and photos", () => {
  it("creates, edits and lists a vehicle with an uploaded photo; every step audited", async () => {
    const staff = await staffAccount({ roles: ["listings:write"] });
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#ea580c" } })
      .png()
      .toBuffer();
    const uploaded = await upload(staff.token, png, "image/png");
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.url).toMatch(/^\/api\/uploads\/[0-9a-f-]+\.webp$/);
    const name = uploaded.body.url.split("/").pop();
    const served = await serveUpload({ params: { name } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");

    const created = await vehicles.post(staff.token, { body: { ...validVehicle, photos: [uploaded.body.url] } });
    expect(created.status).toBe(201);
    expect(created.body.vehicle).toMatchObject({ brand: "Yamaha", plate: "35ABC123", photos: [uploaded.body.url] });
    const id = created.body.vehicle.id;

    const edited = await vehicle.put(staff.token, { params: { id }, body: { ...validVehicle, km: 9_000 } });
    expect(edited.status).toBe(200);
    expect(edited.body.vehicle.km).toBe(9_000);

    const listed = await vehicles({ token: staff.token, query: { q: "MT-07", pageSize: 100 } });
    expect(listed.body.items.map((v: { id: number }) => v.id)).toContain(id);

    const audit = await getDb().select().from(schema.auditLog).where(eq(schema.auditLog.staffUid, staff.uid));
    expect(audit.map((a) => a.action).sort()).toEqual(["upload.create", "vehicle.create", "vehicle.update"]);
    expect(audit.find((a) => a.action === "vehicle.update")?.details).toMatchObject({
      changed: { km: { from: 8_500, to: 9_000 } },
    });

    expect((await vehicle.delete(staff.token, { params: { id } })).status).toBe(204);
    expect((await vehicle({ token: staff.token, params: { id } })).status).toBe(404);
  });

  it("refuses bad vehicles and bad files with Turkish messages", async () => {
    const staff = await staffAccount({ roles: ["listings:write"] });
    const bad: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ plate: "99 ZZ 1" }, "plate", /plaka/],
      [{ city: "Gotham" }, "city", /il/],
      [{ year: 1800 }, "year", /1950/],
      [{ km: -5 }, "km", /negatif/],
      [{ brand: "" }, "brand", /Marka/],
      [{ photos: ["https://evil.example/x.png"] }, "photos.0", /Fotoğraf/],
      [{ details: [{ key: "", value: "x" }] }, "details.0.key", /Ekspertiz/],
    ];
    for (const [patch, field, message] of bad) {
      const res = await vehicles.post(staff.token, { body: { ...validVehicle, ...patch } });
      expect.soft(res.status, field).toBe(422);
      expect.soft(res.body.fields?.[field], field).toMatch(message);
    }
    expect((await upload(staff.token, Buffer.from("GIF89a fake"), "image/gif")).body.error).toBe(
      "Yalnızca JPEG, PNG veya WebP fotoğraf yüklenebilir.",
    );
    const notImage = await upload(staff.token, Buffer.from("this is not a png at all"), "image/png");
    expect(notImage).toMatchObject({ status: 422, body: { error: "Dosya geçerli bir görsel değil." } });
    const tooBig = await upload(staff.token, Buffer.alloc(8 * 1024 * 1024 + 1), "image/jpeg");
    expect(tooBig.status).toBe(413);
    const user = await registeredUser();
    expect((await upload(user.token, Buffer.from("x"), "image/png")).status).toBe(403);
    const auctionsOnly = await staffAccount({ roles: ["auctions:write"] });
    expect((await upload(auctionsOnly.token, Buffer.from("x"), "image/png")).status).toBe(403);
    const blogger = await staffAccount({ roles: ["blog:write"] });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await upload(blogger.token, png, "image/png")).status).toBe(201);
    expect((await serveUpload({ params: { name: "../../etc/passwd" } })).status).toBe(404);
  });
});

describe("auction management", () => {
  it("marks only the vehicle that has an open auction, so a fresh vehicle can be offered", async () => {
    const lister = await staffAccount({ roles: ["listings:write"] });
    const manager = await staffAccount({ roles: ["auctions:write"] });
    const withAuction = (
      await vehicles.post(lister.token, { body: { ...validVehicle, model: "Tracer 7", plate: "34 OPN 101" } })
    ).body.vehicle;
    const fresh = (
      await vehicles.post(lister.token, { body: { ...validVehicle, model: "Tracer 7", plate: "34 FRS 102" } })
    ).body.vehicle;
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const endsAt = new Date(Date.now() + 7_200_000).toISOString();
    const created = await auctions.post(manager.token, {
      body: { vehicleId: withAuction.id, startsAt, endsAt, startingPrice: 300_000 },
    });
    expect(created.status).toBe(201);

    const listed = await vehicles({ token: lister.token, query: { q: "Tracer 7", pageSize: 100 } });
    const byId = new Map(
      listed.body.items.map((v: { id: number; openAuctionId: number | null }) => [v.id, v.openAuctionId]),
    );
    expect(byId.get(withAuction.id)).toBe(created.body.auction.id);
    expect(byId.get(fresh.id)).toBeNull();
  });

  it("creates an auction, edits it before the start, refuses edits once started", async () => {
    const lister = await staffAccount({ roles: ["listings:write"] });
    const manager = await staffAccount({ roles: ["auctions:write"] });
    const v = (await vehicles.post(lister.token, { body: { ...validVehicle, plate: "06 DE 4242" } })).body.vehicle;
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const endsAt = new Date(Date.now() + 7_200_000).toISOString();

    expect(
      (await auctions.post(lister.token, { body: { vehicleId: v.id, startsAt, endsAt, startingPrice: 300_000 } }))
        .status,
    ).toBe(403);
    const refused: Array<[Record<string, unknown>, RegExp]> = [
      [{ endsAt: startsAt }, /Bitiş zamanı başlangıçtan sonra/],
      [{ reservePrice: 100_000 }, /Rezerv fiyat/],
      [{ startingPrice: 500 }, /en az 1\.000/],
      [{ vehicleId: 987_654_321 }, /Araç bulunamadı/],
      [{ startsAt: "yarın" }, /Başlangıç zamanı/],
    ];
    for (const [patch, message] of refused) {
      const res = await auctions.post(manager.token, {
        body: { vehicleId: v.id, startsAt, endsAt, startingPrice: 300_000, ...patch },
      });
      expect.soft(res.body.error).toMatch(message);
      expect.soft(res.status).toBeGreaterThanOrEqual(400);
      expect.soft(res.status).toBeLessThan(500);
    }

    const created = await auctions.post(manager.token, {
      body: { vehicleId: v.id, startsAt, endsAt, startingPrice: 300_000, reservePrice: 350_000 },
    });
    expect(created.status).toBe(201);
    expect(created.body.auction).toMatchObject({
      state: "scheduled",
      status: "upcoming",
      startingPrice: 300_000,
      reservePrice: 350_000,
    });
    const id = created.body.auction.id;
    expect(
      (await auctions.post(manager.token, { body: { vehicleId: v.id, startsAt, endsAt, startingPrice: 1_000 } }))
        .status,
    ).toBe(409);
    expect((await vehicle.delete(lister.token, { params: { id: v.id } })).status).toBe(409);

    const edited = await auction.put(manager.token, {
      params: { id },
      body: { startsAt, endsAt, startingPrice: 280_000, increment: 5_000 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.auction).toMatchObject({ startingPrice: 280_000, increment: 5_000, reservePrice: null });
    const shown = await detail({ params: { id } });
    expect(shown.body.auction).toMatchObject({
      status: "upcoming",
      currentPrice: 280_000,
      minimumBid: 280_000,
      hasReserve: false,
    });

    await getDb()
      .update(schema.auctions)
      .set({ startsAt: new Date(Date.now() - 1_000), state: "live" })
      .where(eq(schema.auctions.id, id));
    const late = await auction.put(manager.token, { params: { id }, body: { startsAt, endsAt, startingPrice: 1_000 } });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("Başlamış bir ihale düzenlenemez; gerekirse iptal edin.");

    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, "auction"), eq(schema.auditLog.targetId, String(id))))
      .orderBy(schema.auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(["auction.create", "auction.update"]);
    const listed = await auctions({ token: manager.token, query: { state: "live", pageSize: 100 } });
    expect(listed.body.items.map((a: { id: number }) => a.id)).toContain(id);
  });
});
