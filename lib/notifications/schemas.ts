/** zod schemas of the notification API (server and forms). */
import { z } from "zod";
import { NOTIFICATION_CATEGORIES } from "@/lib/notifications/types";
import { NOTIFICATION_FIELD_ERRORS } from "@/lib/notifications/labels";

export const markReadBody = z.union(
  [
    z.object({ all: z.literal(true, { error: NOTIFICATION_FIELD_ERRORS.all }) }).strict(),
    z
      .object({
        ids: z
          .array(
            z
              .number({ error: NOTIFICATION_FIELD_ERRORS.idType })
              .int(NOTIFICATION_FIELD_ERRORS.idInt)
              .positive(NOTIFICATION_FIELD_ERRORS.idInvalid)
              .max(Number.MAX_SAFE_INTEGER),
            { error: NOTIFICATION_FIELD_ERRORS.ids },
          )
          .min(1, NOTIFICATION_FIELD_ERRORS.idsMin)
          .max(100, NOTIFICATION_FIELD_ERRORS.idsMax),
      })
      .strict(),
  ],
  { error: NOTIFICATION_FIELD_ERRORS.markRead },
);

export const settingsBody = z.object({
  items: z
    .array(
      z.object({
        category: z.enum(NOTIFICATION_CATEGORIES, { error: NOTIFICATION_FIELD_ERRORS.category }),
        email: z.boolean({ error: NOTIFICATION_FIELD_ERRORS.email }),
      }),
      { error: NOTIFICATION_FIELD_ERRORS.items },
    )
    .min(1, NOTIFICATION_FIELD_ERRORS.itemsMin)
    .max(NOTIFICATION_CATEGORIES.length, NOTIFICATION_FIELD_ERRORS.itemsMax)
    .refine(
      (items) => new Set(items.map((i) => i.category)).size === items.length,
      NOTIFICATION_FIELD_ERRORS.itemsUnique,
    ),
});
