import { IBAN_ERRORS } from "@/lib/withdrawals/labels";
/**
 * Turkish IBAN checks for provision withdrawals: pure, zod-free, shared by the form and the API.
 * A Turkish IBAN is "TR", two check digits and 22 more digits (26 characters); the check digits
 * make the number mod 97 equal 1 (ISO 13616) once the country and check digits move to the end.
 */
export const TR_IBAN_LENGTH = 26;

export type IbanCheck = { ok: true; iban: string } | { ok: false; message: string };

/** Spaces (also non-breaking ones pasted from bank apps) out, letters upper-case. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s\u00a0]+/g, "").toUpperCase();
}

/** The ISO 7064 mod-97 remainder of an IBAN (letters as 10…35), computed piecewise. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= "A" && ch <= "Z" ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

export function checkTurkishIban(input: string): IbanCheck {
  const iban = normalizeIban(input);
  if (iban === "") return { ok: false, message: IBAN_ERRORS.empty };
  if (!/^[A-Z0-9]+$/.test(iban)) return { ok: false, message: IBAN_ERRORS.characters };
  if (!iban.startsWith("TR")) return { ok: false, message: IBAN_ERRORS.notTurkish };
  if (!/^TR[0-9]*$/.test(iban)) return { ok: false, message: IBAN_ERRORS.digits };
  if (iban.length !== TR_IBAN_LENGTH) return { ok: false, message: IBAN_ERRORS.length(iban.length) };
  if (mod97(iban) !== 1) return { ok: false, message: IBAN_ERRORS.checksum };
  return { ok: true, iban };
}

/** "TR33 0006 1005 1978 6457 8413 26": how banks print it. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}

/** "TR33 **** … 26"-style mask for lists where the whole number is not needed. */
export function maskIban(iban: string): string {
  const n = normalizeIban(iban);
  return `${n.slice(0, 4)} **** **** **** **** ${n.slice(-6, -2)} ${n.slice(-2)}`;
}
