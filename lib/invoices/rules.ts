/**
 * Pure invoice rules (docs/invoices.md): the number format, the KDV split, the VKN check digit. No I/O,
 * no clock of its own; the server issues with them and the fee texts quote them.
 */
import type { InvoiceLine } from "@/lib/invoices/types";
import { VKN_ERRORS, feeKdvText } from "@/lib/invoices/labels";

/** KDV on the service and transport fees, percent. */
export const KDV_RATE = 20;

/**
 * THE rule for whether a fee is KDV-inclusive: the service fee of the commission table and a transport
 * quote are what the buyer pays in all, KDV included, so every price shown stays the price paid and
 * the invoice splits KDV out of it. The fee texts quote `FEE_KDV_TEXT`.
 */
export const FEES_INCLUDE_KDV = true;

/** The rule in the words the fee pages quote. */
export const FEE_KDV_TEXT = feeKdvText(FEES_INCLUDE_KDV, KDV_RATE);

/** Three letters per series: invoices and credit notes (iade faturası) keep separate gap-free sequences. */
export const INVOICE_SERIES = { invoice: "MBA", credit_note: "MBI" } as const;

const SEQUENCE_DIGITS = 9;

/** The 16-character e-Arşiv number: series, year, 9-digit sequence — `MBA2026000000001`. */
export function invoiceNumber(series: string, year: number, sequence: number): string {
  if (!/^[A-Z]{3}$/.test(series)) throw new RangeError(`series must be three capital letters: ${series}`);
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`not a year: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 10 ** SEQUENCE_DIGITS)
    throw new RangeError(`sequence out of range: ${sequence}`);
  return `${series}${year}${String(sequence).padStart(SEQUENCE_DIGITS, "0")}`;
}

/** The Istanbul calendar year of an instant: an invoice issued at 23:30 UTC on 31 December is next year's. */
export function istanbulYear(at: Date): number {
  return new Date(at.getTime() + 3 * 60 * 60 * 1000).getUTCFullYear();
}

/**
 * One invoice line for a fee of `amountTl` whole lira, split by the KDV rule. KDV-inclusive: the net
 * is the amount / 1.20 rounded to the kuruş, and KDV the rest, so net + KDV is exactly what was paid.
 */
export function feeLine(description: string, amountTl: number, includesKdv = FEES_INCLUDE_KDV): InvoiceLine {
  if (!Number.isSafeInteger(amountTl) || amountTl <= 0) throw new RangeError(`not a fee: ${amountTl}`);
  const amountKurus = amountTl * 100;
  const netKurus = includesKdv ? Math.round((amountKurus * 100) / (100 + KDV_RATE)) : amountKurus;
  const kdvKurus = includesKdv ? amountKurus - netKurus : Math.round((amountKurus * KDV_RATE) / 100);
  return { description, quantity: 1, kdvRate: KDV_RATE, netKurus, kdvKurus, totalKurus: netKurus + kdvKurus };
}

export function invoiceTotals(lines: readonly InvoiceLine[]): {
  netKurus: number;
  kdvKurus: number;
  totalKurus: number;
} {
  const netKurus = lines.reduce((s, l) => s + l.netKurus, 0);
  const kdvKurus = lines.reduce((s, l) => s + l.kdvKurus, 0);
  return { netKurus, kdvKurus, totalKurus: netKurus + kdvKurus };
}

/** Kuruş as an invoice prints it: 100000 → "1.000,00 TL", 83333 → "833,33 TL". */
export function formatKurus(kurus: number): string {
  const negative = kurus < 0;
  const abs = Math.abs(kurus);
  const lira = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${negative ? "-" : ""}${lira},${String(abs % 100).padStart(2, "0")} TL`;
}

/**
 * The Vergi Kimlik No check (GİB's rule): 10 digits, the last computed from the first nine.
 * Null when valid, else the Turkish reason.
 */
export function vknProblem(value: string): string | null {
  if (!/^\d{10}$/.test(value)) return VKN_ERRORS.form;
  return vknCheckDigit(value.slice(0, 9)) === Number(value[9]) ? null : VKN_ERRORS.checkDigit;
}

/** The check digit of a VKN's first nine digits. */
export function vknCheckDigit(first9: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const position = i + 1;
    const shifted = (Number(first9[i]) + 10 - position) % 10;
    sum += shifted === 9 ? 9 : (shifted * 2 ** (10 - position)) % 9;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The sales contract is for the noter appointment, which comes after the service fee is paid: not
 * while the order awaits payment, never for a cancelled one (whatever steps the order has between).
 */
export function contractAvailable(status: string): boolean {
  return status !== "awaiting_payment" && status !== "cancelled";
}

/** A transport fee is received once its quote is accepted, until the request is cancelled. */
export function transportFeeReceivable(status: string): boolean {
  return status === "accepted" || status === "scheduled" || status === "delivered";
}

/**
 * How long a failed submission to the invoice provider waits before the next try (attempt 1 failed →
 * the first delay). It never gives up: e-Arşiv invoices must reach GİB, so after the last step it keeps
 * trying every six hours, and the row's `last_error` says why it has not gone yet.
 */
export const INVOICE_SUBMIT_RETRY_DELAYS_S = [30, 120, 600, 1800, 7200, 21600] as const;

export function invoiceSubmitRetryDelay(attempts: number): number {
  const steps = INVOICE_SUBMIT_RETRY_DELAYS_S;
  return steps[Math.min(Math.max(attempts, 1), steps.length) - 1];
}
