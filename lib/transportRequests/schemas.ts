import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { isProvince } from "@/lib/provinces";
import { dayProblem, dayWindow, isCalendarDay, TRANSPORT_LIMITS } from "@/lib/transportRequests/rules";
import { TRANSPORT_FIELD_ERRORS as F } from "@/lib/transportRequests/labels";

export { dayProblem, dayWindow, isCalendarDay, TRANSPORT_LIMITS };

const day = (label: string, daysAhead: number) =>
  z
    .string({ error: F.required(label) })
    .trim()
    .min(1, F.required(label))
    .superRefine((value, ctx) => {
      if (!value) return;
      const problem = dayProblem(value, new Date(), daysAhead, label);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

const province = (label: string) =>
  z.string({ error: F.provinceRequired(label) }).refine(isProvince, F.province(label));

const district = (label: string) =>
  z
    .string({ error: F.districtRequired(label) })
    .trim()
    .min(TRANSPORT_LIMITS.districtMin, F.districtMin(label, TRANSPORT_LIMITS.districtMin))
    .max(TRANSPORT_LIMITS.districtMax, F.districtMax(label, TRANSPORT_LIMITS.districtMax))
    .regex(/^[\p{L}0-9' .-]+$/u, F.districtPattern(label));

const optionalText = (label: string, max: number) =>
  z
    .string({ error: F.textType(label) })
    .trim()
    .max(max, F.textMax(label, max));

/**
 * The /nakliye form. The motorcycle is either one the user won here (`orderId`; brand and model
 * come from it) or typed in as brand and model.
 */
export const transportRequestSchema = z
  .object({
    fromCity: province(F.from),
    fromDistrict: district(F.from),
    toCity: province(F.to),
    toDistrict: district(F.to),
    orderId: z
      .number({ error: F.order })
      .int(F.order)
      .positive(F.order)
      .max(Number.MAX_SAFE_INTEGER, F.order)
      .nullish(),
    brand: optionalText(F.brandLabel, 40).optional(),
    model: optionalText(F.modelLabel, 60).optional(),
    preferredDate: day(F.preferredDate, TRANSPORT_LIMITS.maxDaysAhead),
    note: optionalText(F.noteLabel, TRANSPORT_LIMITS.noteMax).default(""),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.orderId) return;
    if (!value.brand) ctx.addIssue({ code: "custom", path: ["brand"], message: F.brand });
    if (!value.model) ctx.addIssue({ code: "custom", path: ["model"], message: F.model });
  });

export type TransportRequestData = z.output<typeof transportRequestSchema>;

export const transportQuoteSchema = z
  .object({
    price: z
      .number({ error: F.priceType })
      .int(F.priceWhole)
      .min(TRANSPORT_LIMITS.priceMin, F.priceMin(TRANSPORT_LIMITS.priceMin))
      .max(TRANSPORT_LIMITS.priceMax, F.priceMax),
    note: optionalText(F.noteLabel, TRANSPORT_LIMITS.noteMax).default(""),
  })
  .strict();

export const transportScheduleSchema = z
  .object({
    date: day(F.pickupDate, TRANSPORT_LIMITS.maxScheduleDaysAhead),
    note: optionalText(F.noteLabel, 300).default(""),
  })
  .strict();

export const transportCancelSchema = z
  .object({
    reason: trimmedText(F.reasonRequired, {
      min: [TRANSPORT_LIMITS.reasonMin, F.reasonMin(TRANSPORT_LIMITS.reasonMin)],
      max: [TRANSPORT_LIMITS.reasonMax, F.reasonMax(TRANSPORT_LIMITS.reasonMax)],
    }),
  })
  .strict();
