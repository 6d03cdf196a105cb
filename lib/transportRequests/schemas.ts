import { z } from "zod";
import { RULES } from "@/lib/content/rules";
import { isoDay } from "@/lib/dates";
import { isProvince } from "@/lib/provinces";

export const TRANSPORT_LIMITS = {
  /** The furthest ahead a pick-up can be asked for. */
  maxDaysAhead: 90,
  /** Staff may plan further out than a user may ask, e.g. when the user's date is far away. */
  maxScheduleDaysAhead: 180,
  districtMin: 2,
  districtMax: 50,
  noteMax: 1000,
  priceMin: 100,
  priceMax: 1_000_000,
  reasonMin: 3,
  reasonMax: 500,
  openMax: 5,
  quoteValidDays: RULES.transportQuoteValidDays,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today and the last allowed day in Istanbul time, as yyyy-mm-dd (these compare as strings). */
export function dayWindow(now: Date, daysAhead: number): { today: string; last: string } {
  return { today: isoDay(now), last: isoDay(new Date(now.getTime() + daysAhead * DAY_MS)) };
}

/**
 * The problem with a requested day, or null when it is fine: it must be a real date, not before
 * today (Istanbul) and at most `daysAhead` days ahead.
 */
export function dayProblem(value: string, now: Date, daysAhead: number, label = "Tarih"): string | null {
  if (!isCalendarDay(value)) return `${label} geçerli bir tarih olmalıdır.`;
  const { today, last } = dayWindow(now, daysAhead);
  if (value < today) return `${label} geçmiş bir gün olamaz.`;
  if (value > last) return `${label} en fazla ${daysAhead} gün sonrası olabilir.`;
  return null;
}

const day = (label: string, daysAhead: number) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .min(1, `${label} zorunludur.`)
    .superRefine((value, ctx) => {
      if (!value) return;
      const problem = dayProblem(value, new Date(), daysAhead, label);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

const province = (label: string) => z.string({ error: `${label} ilini seçin.` }).refine(isProvince, `${label} için listeden bir il seçin.`);

const district = (label: string) =>
  z
    .string({ error: `${label} ilçesini yazın.` })
    .trim()
    .min(TRANSPORT_LIMITS.districtMin, `${label} ilçesi en az ${TRANSPORT_LIMITS.districtMin} karakter olmalıdır.`)
    .max(TRANSPORT_LIMITS.districtMax, `${label} ilçesi en fazla ${TRANSPORT_LIMITS.districtMax} karakter olabilir.`)
    .regex(/^[\p{L}0-9' .-]+$/u, `${label} ilçesi yalnızca harf ve rakam içerebilir.`);

const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} metin olmalıdır.` }).trim().max(max, `${label} en fazla ${max} karakter olabilir.`);

/**
 * The /nakliye form. The motorcycle is either one the user won here (`orderId`; brand and model
 * come from it) or typed in as brand and model.
 */
export const transportRequestSchema = z
  .object({
    fromCity: province("Çıkış"),
    fromDistrict: district("Çıkış"),
    toCity: province("Varış"),
    toDistrict: district("Varış"),
    orderId: z.number({ error: "Seçilen motosiklet geçersiz." }).int("Seçilen motosiklet geçersiz.").positive("Seçilen motosiklet geçersiz.").max(Number.MAX_SAFE_INTEGER, "Seçilen motosiklet geçersiz.").nullish(),
    brand: optionalText("Marka", 40).optional(),
    model: optionalText("Model", 60).optional(),
    preferredDate: day("Tercih ettiğiniz tarih", TRANSPORT_LIMITS.maxDaysAhead),
    note: optionalText("Not", TRANSPORT_LIMITS.noteMax).default(""),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.orderId) return;
    if (!value.brand) ctx.addIssue({ code: "custom", path: ["brand"], message: "Motosikletin markasını yazın." });
    if (!value.model) ctx.addIssue({ code: "custom", path: ["model"], message: "Motosikletin modelini yazın." });
  });

export type TransportRequestInput = z.input<typeof transportRequestSchema>;
export type TransportRequestData = z.output<typeof transportRequestSchema>;

export const transportQuoteSchema = z
  .object({
    price: z
      .number({ error: "Fiyat bir sayı olmalıdır." })
      .int("Fiyat tam TL olmalıdır.")
      .min(TRANSPORT_LIMITS.priceMin, `Fiyat en az ${TRANSPORT_LIMITS.priceMin} TL olmalıdır.`)
      .max(TRANSPORT_LIMITS.priceMax, "Fiyat en fazla 1.000.000 TL olabilir."),
    note: optionalText("Not", TRANSPORT_LIMITS.noteMax).default(""),
  })
  .strict();

export const transportScheduleSchema = z
  .object({
    date: day("Alım tarihi", TRANSPORT_LIMITS.maxScheduleDaysAhead),
    note: optionalText("Not", 300).default(""),
  })
  .strict();

export const transportCancelSchema = z
  .object({
    reason: z
      .string({ error: "İptal nedeni zorunludur." })
      .trim()
      .min(TRANSPORT_LIMITS.reasonMin, `İptal nedeni en az ${TRANSPORT_LIMITS.reasonMin} karakter olmalıdır.`)
      .max(TRANSPORT_LIMITS.reasonMax, `İptal nedeni en fazla ${TRANSPORT_LIMITS.reasonMax} karakter olabilir.`),
  })
  .strict();

