/** zod for the order steps' bodies (PRODUCT §7.2), shared by the step and the appointment routes. */
import { z } from "zod";

/** A noter appointment: the noterlik's name, its city, and the time as an ISO instant with its offset. */
export const appointmentBody = z.object({
  notaryName: z
    .string({ error: "Noterliğin adını yazın." })
    .trim()
    .min(3, { error: "Noterliğin adı en az 3 karakter olmalıdır." })
    .max(120, { error: "Noterliğin adı en fazla 120 karakter olabilir." }),
  city: z
    .string({ error: "Noterliğin ilini yazın." })
    .trim()
    .min(2, { error: "İl en az 2 karakter olmalıdır." })
    .max(40, { error: "İl en fazla 40 karakter olabilir." }),
  at: z.iso.datetime({ offset: true, error: "Randevu tarihi ve saati geçerli değil." }),
});
