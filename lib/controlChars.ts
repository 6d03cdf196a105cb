/**
 * C0 control characters and DEL, except tab, line feed and carriage return (multi-line text keeps
 * them). PostgreSQL refuses NUL in text outright (a 500 from deep inside a query), and none of these
 * has a place in anything a person types, so they are refused where text enters: the API wrapper
 * for every query and body string, the list pages' lenient query parser for every URL value.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = "Metinlerde kontrol karakterleri (ör. NUL) kullanılamaz.";

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The path of the first string (value or key) holding a control character, e.g. "details.0.value"; null if none. */
export function findControlCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasControlCharacter(value) ? path.join(".") || "_" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key].join(".");
      const found = findControlCharacter(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
