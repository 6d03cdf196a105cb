import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import auctionsHandler from "@/pages/api/management/auctions";
import listingsHandler from "@/pages/api/management/listings";
import vehiclesHandler from "@/pages/api/management/vehicles";
import vehicleHandler from "@/pages/api/management/vehicles/[id]";
import { serveHandler } from "@/tests/integration/helpers/http";
import { staffAccount } from "@/tests/integration/helpers/identity";
import { identityBody } from "@/tests/integration/helpers/vehicleIdentity";

const vehicles = serveHandler(vehiclesHandler);
const vehicle = serveHandler(vehicleHandler);
const auctions = serveHandler(auctionsHandler);
const listings = serveHandler(listingsHandler);

const plain = (plate: string) => ({
  brand: "Suzuki",
  model: "V-Strom 650",
  year: 2020,
  km: 21_000,
  engineCc: 645,
  city: "Ankara",
  colour: "Gri",
  plate,
  description: "",
  details: [],
  photos: [],
});
const hour = 3_600_000;
const auctionBody = (vehicleId: number, startsIn = -60_000) => ({
  vehicleId,
  startsAt: new Date(Date.now() + startsIn).toISOString(),
  endsAt: new Date(Date.now() + 48 * hour).toISOString(),
  startingPrice: 200_000,
});

describe("an auction or a listing goes live only with the vehicle's identity and EİDS record (PRODUCT §8.3)", () => {
  it("refuses with a Turkish 409 naming exactly what is missing, then accepts once staff complete it; the EİDS record is audited", async () => {
    const staff = await staffAccount({ roles: ["listings:write", "auctions:write"] });
    const created = await vehicles.post(staff.token, { body: plain("06 VN 1001") });
    expect(created.status).toBe(201);
    const id = created.body.vehicle.id as number;
    expect(created.body.vehicle).toMatchObject({
      vin: "",
      eids: null,
      ownership: "company",
      missingForLive: ["Şasi numarası (VIN)", "Motor numarası", "Ruhsat seri numarası", "EİDS doğrulaması"],
    });

    const everything =
      "Araç yayına alınamaz; eksik: Şasi numarası (VIN), Motor numarası, Ruhsat seri numarası, EİDS doğrulaması.";
    const live = await auctions.post(staff.token, { body: auctionBody(id) });
    expect(live).toMatchObject({ status: 409, body: { error: everything } });
    const scheduled = await auctions.post(staff.token, { body: auctionBody(id, 24 * hour) });
    expect(scheduled).toMatchObject({ status: 409, body: { error: everything } });
    const listing = await listings.post(staff.token, { body: { vehicleId: id, price: 150_000 } });
    expect(listing).toMatchObject({ status: 409, body: { error: everything } });

    // Part of it: the refusal names only what is still missing.
    const { eidsReference: _eids, ...noEids } = identityBody();
    const partial = await vehicle.put(staff.token, { params: { id }, body: { ...plain("06 VN 1001"), ...noEids } });
    expect(partial.status).toBe(200);
    expect(await auctions.post(staff.token, { body: auctionBody(id) })).toMatchObject({
      status: 409,
      body: { error: "Araç yayına alınamaz; eksik: EİDS doğrulaması." },
    });

    const verifier = await staffAccount({ roles: ["listings:write", "auctions:write"] });
    const complete = await vehicle.put(verifier.token, {
      params: { id },
      body: { ...plain("06 VN 1001"), ...identityBody() },
    });
    expect(complete.status).toBe(200);
    expect(complete.body.vehicle).toMatchObject({
      eids: { verifiedBy: verifier.uid, reference: identityBody().eidsReference },
      missingForLive: [],
    });
    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "vehicle.eids"), eq(schema.auditLog.targetId, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffUid: verifier.uid,
      targetType: "vehicle",
      details: { reference: identityBody().eidsReference, previous: null },
    });

    const opened = await auctions.post(staff.token, { body: auctionBody(id, 24 * hour) });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);

    // Scheduled, not yet started: the identity the check passed on cannot be taken away before the start.
    const cleared = await vehicle.put(staff.token, {
      params: { id },
      body: { ...plain("06 VN 1001"), ...identityBody(), vin: "" },
    });
    expect(cleared.status).toBe(409);
    expect(cleared.body.error).toBe(
      "Araç kullanımda (açık ihalesi var). Şasi, motor, ruhsat numarası ve EİDS kaydı yayındaki ya da satılan araçta değiştirilemez.",
    );
    const [row] = await getDb().select().from(schema.vehicles).where(eq(schema.vehicles.id, id));
    expect(row.vin).toBe(identityBody().vin);
  });

  it("refuses a malformed identity with Turkish field messages", async () => {
    const staff = await staffAccount({ roles: ["listings:write"] });
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ vin: "ZDMH700AAKB01234" }, "vin", "Şasi numarası 17 karakter olmalıdır."],
      [
        { vin: "ZDMH700AAKB01234O" },
        "vin",
        "Şasi numarası yalnızca harf ve rakamdan oluşur; I, O ve Q harflerini içermez.",
      ],
      [
        { vin: "1HD1KB4197Y722391" },
        "vin",
        "Şasi numarasının kontrol hanesi (9. karakter) tutmuyor; numarayı ruhsattan kontrol edin.",
      ],
      [{ engineNumber: "A!" }, "engineNumber", "Motor numarası 3–30 karakter; harf, rakam ve tire olabilir."],
      [
        { registrationSerial: "AB" },
        "registrationSerial",
        "Ruhsat seri numarası 4–20 karakter; harf, rakam ve boşluk olabilir.",
      ],
      [{ eidsReference: "x" }, "eidsReference", "EİDS onay referansı 4–40 karakter; harf, rakam ve tire olabilir."],
    ];
    for (const [patch, field, message] of cases) {
      const res = await vehicles.post(staff.token, { body: { ...plain("06 VN 1002"), ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect(res.body.fields[field]).toBe(message);
    }
    // Accepted forms are stored cleaned: upper-case, no spaces or dashes in the VIN.
    const ok = await vehicles.post(staff.token, {
      body: { ...plain("06 VN 1003"), vin: "1hd1kb4117y-722391", registrationSerial: " ab  123456 " },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.vehicle).toMatchObject({ vin: "1HD1KB4117Y722391", registrationSerial: "AB 123456" });
  });
});
