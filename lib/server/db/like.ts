/** A user's search text as a literal inside an ILIKE pattern: %, _ and \ match only themselves. */
export function escapeLike(text: string): string {
  return text.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
}
