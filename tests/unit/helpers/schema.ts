import type { ZodType } from "zod";

/** A schema's messages by field path ("photos.0"), `{}` when the input is valid: what a form shows. */
export function fieldErrors(schema: ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}
