import { z } from "zod";

/**
 * A trimmed text field of a form or an API body: `error` when it is not a string, then its length
 * bounds (after trimming), each with its own message; the one zod chain the schemas share.
 */
export function trimmedText(error: string, bounds: { min?: [number, string]; max: [number, string] }) {
  const text = z.string({ error }).trim();
  return (bounds.min ? text.min(...bounds.min) : text).max(...bounds.max);
}
