/** A JSON-LD block's value: one object or a list of them. */
export type JsonLdData = Record<string, unknown> | Record<string, unknown>[];

/**
 * The one serializer for every JSON-LD (application/ld+json) script block. JSON.stringify alone is
 * not safe inside a script element: a value holding "</script>" closes the element and whatever
 * follows runs as script (a blog title is enough). "<", ">" and "&" become \u escapes, which keeps
 * the text from ever forming a tag, a comment ("<!--") or an entity; U+2028/U+2029 are escaped too
 * for consumers that read the block as JavaScript. The result is still the same JSON value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
