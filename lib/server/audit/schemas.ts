import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { paging } from "@/lib/server/schemas";
import { AUDIT_FIELD_ERRORS } from "@/lib/audit/labels";

const text = (label: string) =>
  z
    .string({ error: AUDIT_FIELD_ERRORS.invalid(label) })
    .trim()
    .max(128, AUDIT_FIELD_ERRORS.tooLong(label))
    .optional()
    .transform((v) => v || undefined);

const day = (label: string) =>
  z
    .string({ error: AUDIT_FIELD_ERRORS.invalid(label) })
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine(
      (v) =>
        v === undefined ||
        (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
          !Number.isNaN(Date.parse(`${v}T00:00:00+03:00`)) &&
          new Date(`${v}T12:00:00Z`).toISOString().startsWith(v)),
      {
        message: AUDIT_FIELD_ERRORS.day(label),
      },
    );

/** The start of an Istanbul calendar day (Türkiye has kept UTC+3 all year since 2016). */
const istanbulDayStart = (isoDay: string, plusDays = 0) =>
  new Date(Date.parse(`${isoDay}T00:00:00+03:00`) + plusDays * 86_400_000);

/** GET /api/management/audit: filters (dates are Istanbul days, both ends included), paging and the CSV switch. */
export const auditQuery = z
  .object({
    staff: text(AUDIT_FIELD_ERRORS.staff),
    action: trimmedText(AUDIT_FIELD_ERRORS.actionInvalid, { max: [64, AUDIT_FIELD_ERRORS.actionTooLong] })
      .regex(/^[a-z_]*(\.[a-z_]+)?$/, AUDIT_FIELD_ERRORS.actionPattern)
      .optional()
      .transform((v) => v || undefined),
    targetType: trimmedText(AUDIT_FIELD_ERRORS.targetTypeInvalid, { max: [64, AUDIT_FIELD_ERRORS.targetTypeTooLong] })
      .regex(/^[a-z_]*$/, AUDIT_FIELD_ERRORS.targetTypeInvalid)
      .optional()
      .transform((v) => v || undefined),
    targetId: text(AUDIT_FIELD_ERRORS.targetId),
    from: day(AUDIT_FIELD_ERRORS.from),
    to: day(AUDIT_FIELD_ERRORS.to),
    format: z.enum(["json", "csv"], { error: AUDIT_FIELD_ERRORS.format }).default("json"),
    ...paging,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: AUDIT_FIELD_ERRORS.order,
    path: ["from"],
  })
  .transform((q) => ({
    ...q,
    fromDate: q.from ? istanbulDayStart(q.from) : undefined,
    toDate: q.to ? istanbulDayStart(q.to, 1) : undefined,
  }));
