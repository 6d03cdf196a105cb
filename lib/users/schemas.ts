import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { userMessages } from "@/lib/users/labels";

/** A Firebase uid in a path: 1–128 visible characters. */
export const uidParam = z.object({
  uid: trimmedText(userMessages.invalidUid, { min: [1, userMessages.invalidUid], max: [128, userMessages.invalidUid] }),
});

export const suspendBody = z.object({
  reason: trimmedText(userMessages.reasonRequired, {
    min: [5, userMessages.reasonRequired],
    max: [500, userMessages.reasonTooLong],
  }),
});

export const reinstateBody = z.object({
  note: trimmedText(userMessages.noteType, { max: [500, userMessages.reasonTooLong] }).optional(),
});

export const noteBody = z.object({
  body: trimmedText(userMessages.noteRequired, {
    min: [1, userMessages.noteRequired],
    max: [2000, userMessages.noteTooLong],
  }),
});
