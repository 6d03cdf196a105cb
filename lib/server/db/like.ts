/**
 * A user's text as a literal inside a LIKE/ILIKE pattern: %, _ and \ match only themselves
 * (backslash is PostgreSQL's default LIKE escape). Every user text that reaches LIKE goes through
 * one of these, or a search for "%" matches every row.
 */
export function escapeLikeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A search box's text (trimmed) as a LIKE literal. */
export function escapeLike(text: string): string {
  return escapeLikeLiteral(text.trim());
}
