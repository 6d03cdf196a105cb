export type PlateCheck = { plate: string; valid: boolean };

// PRODUCT §11.1: province 01–81, then 1 letter + 4–5 digits, 2 letters + 3–4 digits or 3 letters + 2–3 digits.
const PLATE_PATTERN = /^(0[1-9]|[1-7][0-9]|8[01])([A-Z]\d{4,5}|[A-Z]{2}\d{3,4}|[A-Z]{3}\d{2,3})$/;

/**
 * Cleans a Turkish licence plate and checks it (PRODUCT §11.1): spaces removed, letters uppercased, then
 * only A-Z and 0-9 kept, so "34 abc 123" and "34-ABC-123" both give "34ABC123".
 */
export function checkPlate(input: string | null | undefined): PlateCheck {
  // Plain (not Turkish-locale) uppercasing: "i" must become "I", not "İ", which plates never use.
  const plate = String(input ?? "")
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  return { plate, valid: PLATE_PATTERN.test(plate) };
}
