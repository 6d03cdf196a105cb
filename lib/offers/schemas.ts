import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { OFFER_FIELD_ERRORS as m } from "@/lib/offers/labels";
import { OFFER_STATUSES } from "@/lib/offers/types";

export const counterBody = z.object({
  price: z
    .number({ error: m.priceNumber })
    .int(m.priceWhole)
    .positive(m.priceInvalid)
    .max(1_000_000_000, m.priceTooHigh),
});

export const managedOffersQuery = z.object({
  status: z.enum(OFFER_STATUSES, { error: m.status }).optional(),
});

export const liftBanBody = z.object({
  reason: trimmedText(m.reasonRequired, { min: [5, m.reasonShort], max: [500, m.reasonLong] }),
});
