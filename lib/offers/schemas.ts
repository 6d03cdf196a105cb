import { z } from "zod";
import { OFFER_STATUSES } from "@/lib/offers/rules";

export const counterBody = z.object({
  price: z
    .number({ error: "Karşı teklif fiyatı bir sayı olmalıdır." })
    .int("Karşı teklif fiyatı tam TL olmalıdır.")
    .positive("Karşı teklif fiyatı geçersiz.")
    .max(1_000_000_000, "Karşı teklif fiyatı en fazla 1.000.000.000 TL olabilir."),
});

export const managedOffersQuery = z.object({
  status: z.enum(OFFER_STATUSES, { error: "Geçersiz teklif durumu." }).optional(),
});

export const liftBanBody = z.object({
  reason: z
    .string({ error: "Yasağı kaldırma gerekçesi gerekli." })
    .trim()
    .min(5, "Yasağı kaldırma gerekçesi en az 5 karakter olmalıdır.")
    .max(500, "Gerekçe en fazla 500 karakter olabilir."),
});
