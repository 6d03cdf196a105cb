/**
 * A record number from a URL (path segment or query value): decimal digits only, positive, safe.
 * Not Number(): it also reads " 5", "+5", "1e1" and "0x10" (16), so one record answered under many
 * addresses. The API's idParam (lib/server/schemas.ts) applies the same rule.
 */
export function parseRecordId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,16}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
