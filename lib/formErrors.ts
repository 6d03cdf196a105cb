import type { ZodError } from "zod";

export type FieldErrors = Record<string, string>;

/** The first message per field of a zod error, keyed by the top-level field name. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    out[key] ??= issue.message;
  }
  return out;
}

/** Field messages of an API 422 answer (`{ error, code: "validation", fields }`), if any. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  const data = (error as { data?: { fields?: unknown } } | null)?.data;
  const fields = data?.fields;
  if (!fields || typeof fields !== "object") return null;
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof value === "string") out[key] = value;
    else if (Array.isArray(value) && typeof value[0] === "string") out[key] = value[0];
  }
  return Object.keys(out).length ? out : null;
}

/**
 * Moves the keyboard to the first field with a message, in the order the form shows them (not the
 * order the messages were collected in, which follows the validation schemas).
 */
export function focusFirstError(form: HTMLFormElement | null | undefined, errors: FieldErrors): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement;
    if (field.name && errors[field.name] && !field.hidden && field.type !== "hidden" && !field.disabled) {
      field.focus();
      return;
    }
  }
}
