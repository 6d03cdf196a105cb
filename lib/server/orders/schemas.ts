/** zod for the order steps' bodies (PRODUCT §7.2), shared by the step and the appointment routes. */
import { z } from "zod";
import { APPOINTMENT_FIELD_ERRORS as e } from "@/lib/orders/labels";

/** A noter appointment: the noterlik's name, its city, and the time as an ISO instant with its offset. */
export const appointmentBody = z.object({
  notaryName: z
    .string({ error: e.notaryName })
    .trim()
    .min(3, { error: e.notaryNameShort })
    .max(120, { error: e.notaryNameLong }),
  city: z.string({ error: e.city }).trim().min(2, { error: e.cityShort }).max(40, { error: e.cityLong }),
  at: z.iso.datetime({ offset: true, error: e.at }),
});
