import { z } from "zod";
import { userMessages } from "@/lib/users/labels";

/** A Firebase uid in a path: 1–128 visible characters. */
export const uidParam = z.object({
  uid: z
    .string({ error: userMessages.invalidUid })
    .trim()
    .min(1, userMessages.invalidUid)
    .max(128, userMessages.invalidUid),
});

export const suspendBody = z.object({
  reason: z
    .string({ error: userMessages.reasonRequired })
    .trim()
    .min(5, userMessages.reasonRequired)
    .max(500, userMessages.reasonTooLong),
});

export const reinstateBody = z.object({
  note: z.string({ error: userMessages.noteType }).trim().max(500, userMessages.reasonTooLong).optional(),
});

export const noteBody = z.object({
  body: z
    .string({ error: userMessages.noteRequired })
    .trim()
    .min(1, userMessages.noteRequired)
    .max(2000, userMessages.noteTooLong),
});
