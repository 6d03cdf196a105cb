import { z } from "zod";
import { isProvince } from "@/lib/provinces";
import { dayProblem, dayWindow, isCalendarDay, TRANSPORT_LIMITS } from "@/lib/transportRequests/rules";

export { dayProblem, dayWindow, isCalendarDay, TRANSPORT_LIMITS };

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

const province = (label: string) =>
  z.string({ error: `${label} ilini seçin.` }).refine(isProvince, `${label} için listeden bir il seçin.`);

const district = (label: string) =>
  z
    .string({ error: `${label} ilçesini yazın.` })
    .trim()
    .min(TRANSPORT_LIMITS.districtMin, `${label} ilçesi en az ${TRANSPORT_LIMITS.districtMin} karakter olmalıdır.`)
    .max(TRANSPORT_LIMITS.districtMax, `${label} ilçesi en fazla ${TRANSPORT_LIMITS.districtMax} karakter olabilir.`)
    .regex(/^[\p{L}0-9' .-]+$/u, `${label} ilçesi yalnızca harf ve rakam içerebilir.`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} metin olmalıdır.` })
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir.`);

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
    orderId: z
      .number({ error: "Seçilen motosiklet geçersiz." })
      .int("Seçilen motosiklet geçersiz.")
      .positive("Seçilen motosiklet geçersiz.")
      .max(Number.MAX_SAFE_INTEGER, "Seçilen motosiklet geçersiz.")
      .nullish(),
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
