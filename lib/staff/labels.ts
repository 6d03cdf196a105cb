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
  alreadyStaff: "Bu hesap zaten personel.",
  self: "Kendi yetkilerinizi değiştiremez, kendinizi personelden çıkaramazsınız. Başka bir yetkiliye başvurun.",
  lastSuper: "Son süper yönetici kaldırılamaz veya yetkisi alınamaz. Önce başka birini süper yönetici yapın.",
  superOnly: "Süper yönetici yetkisini yalnızca süper yöneticiler verebilir, alabilir veya bir süper yöneticiyi değiştirebilir.",
};
