/** A valid TR IBAN for tests: 22 digits of account data, check digits computed (ISO 7064 mod 97). */
let counter = 0;
export function testIban(seed?: number): string {
  const bban = `00061${String(seed ?? ++counter + (Date.now() % 1_000_000)).padStart(17, "0")}`.slice(-22);
  const numeric = `${bban}2927` + "00"; // "TR" → 29 27, check digits "00" while computing
  let remainder = 0;
  for (const ch of numeric) remainder = (remainder * 10 + Number(ch)) % 97;
  return `TR${String(98 - remainder).padStart(2, "0")}${bban}`;
}
