import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import vehiclesHandler from "@/pages/api/management/vehicles";
import vehicleHandler from "@/pages/api/management/vehicles/[id]";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

const vehicles = serveHandler(vehiclesHandler);
const vehicle = serveHandler(vehicleHandler);

// The same motorcycle in the staff's vehicle form and in the Borsa'da Sat application it was listed from.
const BIKE = { brand: "Kawasaki", model: "Z900", year: 2019, km: 33_000, engineCc: 948, city: "Bursa" };

describe("deleting a vehicle", () => {
  it("a vehicle a Borsa'da Sat request was listed with is refused with a Turkish 409 (it answered 500), and nothing changes", async () => {
    const staff = await staffAccount({ roles: ["listings:write"] });
    const owner = await registeredUser();
    const created = await vehicles.post(staff.token, {
      body: {
        ...BIKE,
        colour: "",
        plate: "16 KW 907",
        description: "",
        details: [],
        photos: [],
      },
    });
    expect(created.status).toBe(201);
    const vehicleId: number = created.body.vehicle.id;
    await getDb()
      .insert(schema.sellRequests)
      .values({
        uid: owner.uid,
        plate: "16KW907",
        ...BIKE,
        expectedPrice: 420_000,
        description: "Düzenli bakımlı, hasarsız bir motosiklet.",
        photos: ["/api/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.webp"],
        phone: "5551112233",
        status: "listed",
        offerPrice: 400_000,
        offerMethod: "auction",
        listedVehicleId: vehicleId,
      });

    const refused = await vehicle.delete(staff.token, { params: { id: String(vehicleId) } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Borsa'da Sat başvurusuyla yayına alınmış bir araç silinemez.");
    expect(await getDb().select().from(schema.vehicles).where(eq(schema.vehicles.id, vehicleId))).toHaveLength(1);
  });
});
