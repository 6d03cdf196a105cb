import { vinCheckDigit } from "@/lib/vehicles/rules";

/** World manufacturer identifiers (VIN positions 1–3) of the demo brands; "NM0" for the rest. */
const WMI: Record<string, string> = {
  BMW: "WB1",
  Ducati: "ZDM",
  "Harley-Davidson": "1HD",
  Honda: "JH2",
  KTM: "VBK",
  Kawasaki: "JKA",
  Suzuki: "JS1",
  Triumph: "SMT",
  Yamaha: "JYA",
  Piaggio: "ZAP",
  Vespa: "ZAP",
  Benelli: "LBB",
  CFMoto: "LCE",
};
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY"; // 2010 onwards; I, O, Q, U, Z and 0 are never used
const CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

/** A small generator seeded from a text, so a vehicle's identity follows from its plate without drawing from the caller's sequence. */
function generator(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

/**
 * A valid demo identity (PRODUCT §8.3) for a seeded vehicle: a VIN with the maker's WMI, the model
 * year code and a correct check digit, an engine number, a ruhsat serial and an EİDS record by
 * the demo admin, so every demo auction and listing may go live.
 */
export function demoVehicleIdentity(seed: string, brand: string, year: number, verifiedAt = new Date()) {
  const rand = generator(seed);
  const draw = (n: number, chars = CHARS) =>
    Array.from({ length: n }, () => chars[Math.floor(rand() * chars.length)]).join("");
  const wmi = WMI[brand] ?? "NM0";
  const yearCode = year >= 2010 ? YEAR_CODES[(year - 2010) % YEAR_CODES.length] : String(year % 10 || 1);
  const body = `${wmi}${draw(5)}0${yearCode}${draw(1)}${draw(6, "0123456789")}`;
  const vin = body.slice(0, 8) + vinCheckDigit(body) + body.slice(9);
  return {
    vin,
    engineNumber: `${wmi}${draw(3)}-${draw(6, "0123456789")}`,
    registrationSerial: `${draw(2, "ABCDEFGHJKLMNPRSTUVYZ")} ${draw(6, "0123456789")}`,
    eidsReference: `EIDS-${year}-${draw(8, "0123456789")}`,
    eidsVerifiedBy: "demo-admin",
    eidsVerifiedAt: verifiedAt,
  };
}
