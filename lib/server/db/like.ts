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

// Turkish letters folded to ASCII on both sides of a user search: the database's locale may not
// lower-case Ç or İ, and staff type "cagla ozturk" for Çağla Öztürk as often as not.
export const FOLD_FROM = "ÇĞİIÖŞÜçğıöşü";
export const FOLD_TO = "cgiiosucgiosu";

/**
 * The folded SQL expression of a text column. The letters are written into the statement (not
 * parameters) so it is the very expression the trigram indexes on users are built on
 * (schema/accounts.ts), and the planner can use them for `LIKE '%…%'`.
 */
export const foldedSql = (column: string) => `lower(translate(${column}, '${FOLD_FROM}', '${FOLD_TO}'))`;
