/**
 * How deeply a JSON body may nest. Our bodies need 3 levels (an object holding a list of objects);
 * 100 000 nested arrays made every recursive walk over a body (the control-character check,
 * JSON.stringify in a log line) overflow the stack and answer 500. The API wrapper refuses anything
 * deeper before it parses or walks the body (lib/server/api.ts).
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests deeper than `limit` arrays/objects, read in one pass over the characters
 * (brackets inside strings do not count). Malformed text is JSON.parse's to refuse; this only
 * counts, so it never needs more than a few variables whatever the input.
 */
export function jsonTextTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** The same bound for a value that is already parsed, walked with an explicit stack. */
export function jsonValueTooDeep(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth + 1 > limit) return true;
    for (const inner of Array.isArray(current) ? current : Object.values(current)) {
      if (inner !== null && typeof inner === "object") stack.push([inner, depth + 1]);
    }
  }
  return false;
}
