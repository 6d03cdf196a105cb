/** Turkish texts of Management › Personel. */
import type { Permission } from "./rules";

export const PERMISSION_LABELS: Record<Permission, string> = {
  "auctions:write": "İhaleler",
  "listings:write": "Araçlar ve Hemen Al",
  "orders:write": "Siparişler",
  "provision:approve": "Provizyon onayı",
  "sell:write": "Satış talepleri",
  "transport:write": "Nakliye",
  "blog:write": "Blog",
  "messages:read": "Mesajlar",
  "users:read": "Kullanıcıları görme",
  "users:write": "Kullanıcı işlemleri (askıya alma, not)",
  "staff:write": "Personel ve yetkiler",
  "audit:read": "Denetim kaydı",
};

export const staffMessages = {
  notFound: "Personel bulunamadı.",
  noAccount: "Bu e-posta adresiyle kayıtlı bir hesap bulunamadı. Kişi önce siteye kayıt olmalıdır.",
  unverified: "Bu e-posta adresi doğrulanmamış; personel yetkisi yalnızca e-postasını doğrulamış bir hesaba verilebilir.",
  notHeld: (permissions: Permission[]) =>
    `Sizde olmayan ${permissions.length > 1 ? "yetkileri" : "yetkiyi"} veremezsiniz: ${permissions.map((p) => `«${PERMISSION_LABELS[p]}» (${p})`).join(", ")}. Bunun için bir süper yöneticiye başvurun.`,
  alreadyStaff: "Bu hesap zaten personel.",
  self: "Kendi yetkilerinizi değiştiremez, kendinizi personelden çıkaramazsınız. Başka bir yetkiliye başvurun.",
  lastSuper: "Son süper yönetici kaldırılamaz veya yetkisi alınamaz. Önce başka birini süper yönetici yapın.",
  superOnly: "Süper yönetici yetkisini yalnızca süper yöneticiler verebilir, alabilir veya bir süper yöneticiyi değiştirebilir.",
};
