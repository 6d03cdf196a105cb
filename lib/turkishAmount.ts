import { AMOUNT_ERRORS } from "@/lib/api/labels";

/**
 * Money typed by a Turkish user: the dot groups thousands ("1.000" is a thousand) and the comma
 * starts kuruş ("1.000,50"). MotoBorsa amounts are whole TL, so kuruş are refused, never folded into
 * the lira: "1000,50" once became a 100.050 TL provision request. Use these two for every money input
 * (provision, bids, staff prices, offers, quotes, expected prices).
 */

export type ParsedAmount =
  { ok: true; amount: number } | { ok: false; reason: keyof typeof AMOUNT_ERRORS; message: string };

const fail = (reason: keyof typeof AMOUNT_ERRORS): ParsedAmount => ({
  ok: false,
  reason,
  message: AMOUNT_ERRORS[reason],
});

/**
 * "10.000", "10000", "10 000 TL", "₺10.000", "1.000,00" → whole lira. Refused: kuruş ("1000,50"),
 * a comma used for thousands ("1,000"), dots that do not group by three ("10.00"), signs, letters.
 */
export function parseTurkishAmount(input: string): ParsedAmount {
  const text = input
    .trim()
    .replace(/^₺|₺$|(?:\s*TL)$/gi, "")
    .replace(/[\s\u00a0\u202f]/g, "");
  if (text === "") return fail("empty");
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d*))?$/.exec(text);
  if (!match) return fail("format");
  const [, whole, fraction] = match;
  if (fraction !== undefined && fraction !== "") {
    if (fraction.length === 3) return fail("commaThousands");
    if (fraction.length > 2) return fail("format");
    if (/[1-9]/.test(fraction)) return fail("kurus");
  }
  const amount = Number(whole.replace(/\./g, ""));
  if (!Number.isSafeInteger(amount)) return fail("tooLarge");
  return { ok: true, amount };
}

/** The amount, or undefined when the text is not a whole-TL amount (a schema then says it is missing). */
export function turkishAmountOrUndefined(input: string): number | undefined {
  const parsed = parseTurkishAmount(input);
  return parsed.ok ? parsed.amount : undefined;
}

/**
 * Live formatting of a money input as the user types: thousands grouped with dots, and a comma with
 * what follows kept as typed, so "1000,50" shows as "1.000,50" (and the parser can refuse it) rather
 * than silently becoming "100.050".
 */
export function formatAmountInput(input: string): string {
  const cleaned = input.replace(/[^\d,]/g, "");
  const comma = cleaned.indexOf(",");
  const whole = (comma === -1 ? cleaned : cleaned.slice(0, comma)).replace(/^0+(?=\d)/, "");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return comma === -1 ? grouped : `${grouped},${cleaned.slice(comma + 1).replace(/,/g, "")}`;
}

/** The parser's message for a typed but refused amount; undefined when it is empty or fine. */
export function amountFieldError(input: string): string | undefined {
  const parsed = parseTurkishAmount(input);
  return parsed.ok || parsed.reason === "empty" ? undefined : parsed.message;
}

/**
 * An amount field for a request body: the whole lira, null when left empty, and the text itself when
 * it is refused, so the server's validation answers 422 on that field instead of an optional price
 * (a reserve, an increment) silently becoming "none".
 */
export function amountForRequest(input: string): number | null | string {
  const parsed = parseTurkishAmount(input);
  if (parsed.ok) return parsed.amount;
  return parsed.reason === "empty" ? null : input;
}
