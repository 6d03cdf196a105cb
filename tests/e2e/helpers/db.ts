import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { generateVehiclePhotos } from "@/lib/server/db/seed/photos";

/** One query against the suite's database (npm test passes DATABASE_URL), for set-up and checks. */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Provision credited the way an approved request credits it: the balance and its ledger row together. */
export async function creditProvision(uid: string, amount: number): Promise<void> {
  await sql(`UPDATE users SET provision_total = provision_total + $2 WHERE uid = $1`, [uid, amount]);
  await sql(
    `INSERT INTO provision_entries (uid, kind, amount, ref_type, ref_id, note) VALUES ($1, 'deposit', $2, 'e2e', 'seed', 'E2E bakiye')`,
    [uid, amount],
  );
}

/**
 * A live auction of our own whose vehicle has three photos, drawn into the server's uploads folder
 * (npm test gives both the same MOTOBORSA_DATA_DIR). The demo seed's auctions are not there when
 * the integration suite filled the shared database first.
 */
export async function auctionWithPhotosPath(endsInMinutes = 120): Promise<string> {
  const key = `e2e-${randomUUID().slice(0, 8)}`;
  const photos = await generateVehiclePhotos(key, {
    brand: "Honda",
    model: "CB650R",
    colour: "#b91c1c",
    kind: "naked",
  });
  const [vehicle] = await sql<{ id: number }>(
    `INSERT INTO vehicles (brand, model, year, km, engine_cc, city, colour, plate, description, details, photos)
     VALUES ('Honda', 'CB650R', 2021, 14000, 649, 'Ankara', 'Kırmızı', '06ABC123', 'Uçtan uca test aracı.', '[]', $1) RETURNING id`,
    [photos],
  );
  await giveIdentity(vehicle.id);
  const [auction] = await sql<{ id: string }>(
    `INSERT INTO auctions (vehicle_id, state, starts_at, ends_at, starting_price, current_price)
     VALUES ($1, 'live', now() - interval '1 hour', now() + make_interval(mins => $2), 150000, 150000) RETURNING id`,
    [vehicle.id, endsInMinutes],
  );
  return `/ihaleler/${auction.id}`;
}

/** Moves a user's withdrawal requests a day back, past the new-IBAN hold, so finance may pay them now. */
export async function pastNewIbanHold(uid: string): Promise<void> {
  await sql(
    `UPDATE withdrawals SET created_at = created_at - interval '25 hours' WHERE uid = $1 AND status = 'pending'`,
    [uid],
  );
}

/**
 * Gives a vehicle written by SQL the full identity and EİDS record (PRODUCT §8.3) every live ad's
 * vehicle has, so its pages show the "EİDS doğrulamalı ilan" badge like the real ones.
 */
export async function giveIdentity(vehicleId: number): Promise<void> {
  await sql(
    `UPDATE vehicles SET vin = 'ZDMH700AAKB012345', engine_number = 'ZDM937A2-123456', registration_serial = 'AB 123456',
       eids_reference = 'EIDS-2026-000123', eids_verified_by = 'e2e-staff', eids_verified_at = now() WHERE id = $1`,
    [vehicleId],
  );
}
