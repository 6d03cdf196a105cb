/** zod schemas of the notification API (server and forms). */
import { z } from "zod";
import { NOTIFICATION_CATEGORIES } from "@/lib/notifications/types";

const idsMessage = "Bildirim numaraları bir liste olmalıdır.";

export const markReadBody = z.union(
  [
    z.object({ all: z.literal(true, { error: "Tümünü işaretlemek için all: true gönderin." }) }).strict(),
    z
      .object({
        ids: z
          .array(
            z
              .number({ error: "Bildirim numarası sayı olmalıdır." })
              .int("Bildirim numarası tam sayı olmalıdır.")
              .positive("Bildirim numarası geçersiz.")
              .max(Number.MAX_SAFE_INTEGER),
            { error: idsMessage },
          )
          .min(1, "En az bir bildirim seçin.")
          .max(100, "Bir seferde en fazla 100 bildirim işaretlenebilir."),
      })
      .strict(),
  ],
  { error: "Okundu işaretlemek için { ids: [...] } ya da { all: true } gönderin." },
);

export const settingsBody = z.object({
  items: z
    .array(
      z.object({
        category: z.enum(NOTIFICATION_CATEGORIES, { error: "Bilinmeyen bildirim kategorisi." }),
        email: z.boolean({ error: "E-posta tercihi açık ya da kapalı olmalıdır." }),
      }),
      { error: "Ayarlar bir liste olmalıdır." },
    )
    .min(1, "En az bir ayar gönderin.")
    .max(NOTIFICATION_CATEGORIES.length, "Çok fazla ayar gönderildi.")
    .refine(
      (items) => new Set(items.map((i) => i.category)).size === items.length,
      "Her kategori bir kez gönderilmelidir.",
    ),
});
