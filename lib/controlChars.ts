/**
 * C0 control characters and DEL, except tab, line feed and carriage return (multi-line text keeps
 * them). PostgreSQL refuses NUL in text outright (a 500 from deep inside a query), and none of these
 * has a place in anything a person types, so they are refused where text enters: the API wrapper
 * for every query and body string, the list pages' lenient query parser for every URL value.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

type Visit = { value: unknown; key: string | null; objectKey: boolean; parent: Visit | null };

function pathOf(visit: Visit): string {
  const parts: string[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) parts.push(at.key);
  return parts.reverse().join(".") || "_";
}

/**
 * The path of the first string (value or key) holding a control character, e.g. "details.0.value";
 * null if none. Walked with an explicit stack, in document order: a body nested 100 000 deep must
 * not overflow the call stack (the API wrapper also refuses such a body before it gets here).
 */
export function findControlCharacter(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: null, objectKey: false, parent: null }];
  while (stack.length) {
    const visit = stack.pop()!;
    if (visit.objectKey && visit.key !== null && hasControlCharacter(visit.key)) return pathOf(visit);
    const current = visit.value;
    if (typeof current === "string") {
      if (hasControlCharacter(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push({ value: current[i], key: String(i), objectKey: false, parent: visit });
    } else if (current && typeof current === "object") {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i][1], key: entries[i][0], objectKey: true, parent: visit });
    }
  }
  return null;
}
