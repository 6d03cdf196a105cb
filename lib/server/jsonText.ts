/**
 * An answer already serialized to JSON, written as is: without a second stringify and without the
 * ETag hash Next.js computes over every res.json body (API answers are no-store, so no 304 ever
 * comes of it). Build it with `jsonSharing`.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

const serializedOnce = new WeakMap<object, string>();

/**
 * The JSON of `value`, whose `key` holds an object that many answers share and nobody changes any
 * more: that part is stringified once for all of them. Every bid of one batch answers the same
 * auction with its last 50 bids (~6 KB), 200 answers per batch under load.
 */
export function jsonSharing<T extends object, K extends keyof T & string>(value: T, key: K): JsonText {
  const shared = value[key] as object;
  let text = serializedOnce.get(shared);
  if (text === undefined) serializedOnce.set(shared, (text = JSON.stringify(shared)));
  const rest = JSON.stringify({ ...value, [key]: undefined });
  return new JsonText(`{${JSON.stringify(key)}:${text}${rest === "{}" ? "}" : `,${rest.slice(1)}`}`);
}
