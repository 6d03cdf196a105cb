/** Turkish texts of Management › Personel. */
import type { OwnRecordKind, Permission } from "@/lib/staff/rules";

export const PERMISSION_LABELS: Record<Permission, string> = {
  "auctions:write": "İhaleler",
  "listings:write": "Araçlar ve Hemen Al",
  "orders:write": "Siparişler",
  "provision:approve": "Provizyon onayı",
  "sell:write": "Satış talepleri",
  "transport:write": "Nakliye",
  "blog:write": "Blog",
  "messages:read": "Mesajlar",
  "questions:write": "Soru-Cevap",
  "users:read": "Kullanıcıları görme",
  "users:write": "Kullanıcı işlemleri (askıya alma, not)",
  "staff:write": "Personel ve yetkiler",
  "audit:read": "Denetim kaydı",
};

export const staffMessages = {
  notFound: "Personel bulunamadı.",
  noAccount: "Bu e-posta adresiyle kayıtlı bir hesap bulunamadı. Kişi önce siteye kayıt olmalıdır.",
  unverified:
    "Bu e-posta adresi doğrulanmamış; personel yetkisi yalnızca e-postasını doğrulamış bir hesaba verilebilir.",
  notHeld: (permissions: Permission[]) =>
    `Sizde olmayan ${permissions.length > 1 ? "yetkileri" : "yetkiyi"} veremezsiniz: ${permissions.map((p) => `«${PERMISSION_LABELS[p]}» (${p})`).join(", ")}. Bunun için bir süper yöneticiye başvurun.`,
  alreadyStaff: "Bu hesap zaten personel.",
  self: "Kendi yetkilerinizi değiştiremez, kendinizi personelden çıkaramazsınız. Başka bir yetkiliye başvurun.",
  lastSuper: "Son süper yönetici kaldırılamaz veya yetkisi alınamaz. Önce başka birini süper yönetici yapın.",
  superOnly:
    "Süper yönetici yetkisini yalnızca süper yöneticiler verebilir, alabilir veya bir süper yöneticiyi değiştirebilir.",
};

/** Why a staff member may not act on a record they are a party to (isOwnRecord, lib/staff/rules.ts). */
const OWN_RECORD_REASONS: Record<OwnRecordKind, string> = {
  provision_request: "kendi provizyon talebinizi başka bir yetkili onaylamalı veya reddetmeli.",
  withdrawal: "kendi çekim talebinizi başka bir yetkili ödemeli veya reddetmeli.",
  order: "kendi siparişinizin durumunu ve teminatını başka bir yetkili yönetmeli.",
  user: "kendi hesabınızı askıya alamaz veya askıdan çıkaramazsınız; başka bir yetkili yapmalı.",
  sell_request: "kendi satış talebinize teklif veremez, onu yayına alamazsınız; başka bir yetkili ilgilenmeli.",
  transport_request: "kendi nakliye talebinize fiyat veremez, onu yönetemezsiniz; başka bir yetkili ilgilenmeli.",
  vehicle: "teklif verdiğiniz, satın aldığınız veya sattığınız bir aracı başka bir yetkili düzenlemeli.",
  auction: "teklif verdiğiniz, kazandığınız veya sattığınız bir ihaleyi başka bir yetkili düzenlemeli.",
  listing: "satın aldığınız veya sattığınız bir ilanı başka bir yetkili düzenlemeli.",
};

export const ownRecordLabels = {
  /** The mark a management row carries instead of its buttons. */
  badge: "Kendi kaydınız",
  refusal: (kind: OwnRecordKind) => `Kendi kaydınızla ilgili işlem yapamazsınız: ${OWN_RECORD_REASONS[kind]}`,
};

/** What the browser shows when this domain's data could not be loaded. */
export const STAFF_LOAD_ERRORS = {
  list: "Personel listesi yüklenemedi.",
} as const;

/** The staff rights bodies (lib/staff/schemas.ts). */
export const STAFF_FIELD_ERRORS = {
  unknownPermission: "Bilinmeyen yetki.",
  roles: "Yetkiler bir liste olmalıdır.",
  rolesMax: "Yetki listesi çok uzun.",
  isSuper: "Süper yönetici alanı evet/hayır olmalıdır.",
  email: "Geçerli bir e-posta adresi girin.",
  emailMax: "E-posta adresi çok uzun.",
} as const;
