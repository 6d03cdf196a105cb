import { z } from "zod";
import { PERMISSIONS } from "@/lib/staff/rules";

const roles = z
  .array(z.enum(PERMISSIONS, { error: "Bilinmeyen yetki." }), { error: "Yetkiler bir liste olmalıdır." })
  .max(PERMISSIONS.length, "Yetki listesi çok uzun.")
  .transform((list) => [...new Set(list)].sort());

export const staffRightsBody = z.object({
  isSuper: z.boolean({ error: "Süper yönetici alanı evet/hayır olmalıdır." }).default(false),
  roles: roles.default([]),
});

export const staffAddBody = staffRightsBody.extend({
  email: z
    .email({ error: "Geçerli bir e-posta adresi girin." })
    .trim()
    .toLowerCase()
    .max(254, "E-posta adresi çok uzun."),
});
