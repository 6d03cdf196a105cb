import { z } from "zod";
import { paging } from "@/lib/server/schemas";

const text = (label: string) =>
  z
    .string({ error: `${label} geçersiz.` })
    .trim()
    .max(128, `${label} en fazla 128 karakter olabilir.`)
    .optional()
    .transform((v) => v || undefined);

const day = (label: string) =>
  z
    .string({ error: `${label} geçersiz.` })
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
        message: `${label} YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır.`,
      },
    );

/** The start of an Istanbul calendar day (Türkiye has kept UTC+3 all year since 2016). */
const istanbulDayStart = (isoDay: string, plusDays = 0) =>
  new Date(Date.parse(`${isoDay}T00:00:00+03:00`) + plusDays * 86_400_000);

/** GET /api/management/audit: filters (dates are Istanbul days, both ends included), paging and the CSV switch. */
export const auditQuery = z
  .object({
    staff: text("Personel"),
    action: z
      .string({ error: "İşlem geçersiz." })
      .trim()
      .max(64, "İşlem en fazla 64 karakter olabilir.")
      .regex(/^[a-z_]*(\.[a-z_]+)?$/, "İşlem kodu geçersiz (ör. user.suspend).")
      .optional()
      .transform((v) => v || undefined),
    targetType: z
      .string({ error: "Hedef türü geçersiz." })
      .trim()
      .max(64, "Hedef türü en fazla 64 karakter olabilir.")
      .regex(/^[a-z_]*$/, "Hedef türü geçersiz.")
      .optional()
      .transform((v) => v || undefined),
    targetId: text("Hedef numarası"),
    from: day("Başlangıç tarihi"),
    to: day("Bitiş tarihi"),
    format: z.enum(["json", "csv"], { error: "Biçim json veya csv olmalıdır." }).default("json"),
    ...paging,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "Başlangıç tarihi bitiş tarihinden sonra olamaz.",
    path: ["from"],
  })
  .transform((q) => ({
    ...q,
    fromDate: q.from ? istanbulDayStart(q.from) : undefined,
    toDate: q.to ? istanbulDayStart(q.to, 1) : undefined,
  }));
