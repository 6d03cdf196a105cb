import { PROVINCES } from "@/lib/provinces";
import { getDb, schema } from "@/lib/server/db/index";
import { CATALOGUE, COLOURS, descriptionFor, inspectionFor, pick, plateFor } from "@/lib/server/db/seed/motorcycles";
import { generateVehiclePhotos } from "@/lib/server/db/seed/photos";
import { demoVehicleIdentity } from "@/lib/server/db/seed/vehicleIdentity";

/** Indexes of İstanbul, Ankara, İzmir, Bursa, Antalya and Kocaeli in PROVINCES. */
const BIG_CITIES = [33, 5, 34, 15, 6, 40];

/**
 * One demo vehicle of a catalogue model, as the auction and Hemen Al seeds make them: a plausible
 * year and km, a city (the big ones more often), a colour, a plate, an inspection list and photos
 * drawn locally. `rand` is the caller's seeded generator, so the demo data is the same every time.
 */
export async function seedVehicle(
  rand: () => number,
  model: (typeof CATALOGUE)[number],
  opts: { photoKey: string; photoCount: number; kmBase: number; kmPerYear: number; bigCityShare: number },
) {
  const year = model.years[0] + Math.floor(rand() * (model.years[1] - model.years[0] + 1));
  const age = 2026 - year;
  const km = Math.round((opts.kmBase + rand() * opts.kmPerYear * (age + 1)) / 100) * 100;
  const provinceIndex = rand() < opts.bigCityShare ? pick(rand, BIG_CITIES) : Math.floor(rand() * PROVINCES.length);
  const colour = pick(rand, COLOURS);
  const photos = await generateVehiclePhotos(
    opts.photoKey,
    { brand: model.brand, model: model.model, colour: colour.hex, kind: model.kind },
    opts.photoCount,
  );
  const plate = plateFor(rand, provinceIndex + 1);
  const [vehicle] = await getDb()
    .insert(schema.vehicles)
    .values({
      brand: model.brand,
      model: model.model,
      year,
      km,
      engineCc: model.cc,
      city: PROVINCES[provinceIndex],
      colour: colour.name,
      plate,
      description: descriptionFor(rand),
      details: inspectionFor(rand, km),
      photos,
      createdBy: "demo-admin",
      // Its own generator: the caller's sequence (and so the rest of the demo) stays as it was.
      ...demoVehicleIdentity(`${opts.photoKey}-${plate}`, model.brand, year),
    })
    .returning();
  return vehicle;
}
