/** Turkish names of audit targets and the management page each one links to. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: "Kullanıcı",
  staff: "Personel",
  auction: "İhale",
  listing: "Hemen Al ilanı",
  vehicle: "Araç",
  order: "Sipariş",
  provision_request: "Provizyon talebi",
  withdrawal: "Çekim talebi",
  sell_request: "Satış talebi",
  transport_request: "Nakliye talebi",
  blog_post: "Blog yazısı",
  contact_message: "Mesaj",
  question: "Soru",
  upload: "Dosya",
};

export function auditTargetLabel(type: string): string {
  return AUDIT_TARGET_LABELS[type] ?? type;
}

/** The management page of an audit target, where one exists; null otherwise (shown as plain text). */
export function auditTargetHref(type: string, id: string): string | null {
  const enc = encodeURIComponent(id);
  switch (type) {
    case "user":
      return `/management/kullanicilar/${enc}`;
    case "staff":
      return "/management/personel";
    case "sell_request":
      return `/management/satis-talepleri/${enc}`;
    case "blog_post":
      return `/management/blog/${enc}`;
    case "order":
      return `/management/siparisler?q=${enc}`;
    case "provision_request":
      return "/management/provizyon?state=all";
    case "withdrawal":
      return "/management/cekimler";
    case "auction":
      return "/management/ihaleler";
    case "listing":
      return "/management/hemenal";
    case "vehicle":
      return "/management/araclar";
    case "transport_request":
      return "/management/nakliye";
    case "contact_message":
      return "/management/mesajlar";
    case "question":
      return "/management/sorular";
    default:
      return null;
  }
}

const VERBS: Record<string, string> = {
  create: "oluşturuldu",
  update: "güncellendi",
  delete: "silindi",
  publish: "yayınlandı",
  unpublish: "yayından kaldırıldı",
  cancel: "iptal edildi",
  cancelled: "iptal edildi",
  withdraw: "satıştan kaldırıldı",
  price: "fiyat değişti",
  approve: "onaylandı",
  // Dual control (issue 21): the first of two approvals, then the second one that moves the money.
  first_approve: "ilk onayı verildi (ikinci onay bekliyor)",
  confirm: "ikinci onayla onaylandı",
  reject: "reddedildi",
  paid: "ödendi olarak işaretlendi",
  completed: "tamamlandı",
  suspend: "askıya alındı",
  reinstate: "askıdan çıkarıldı",
  note: "not eklendi",
  add: "eklendi",
  roles: "yetkileri değişti",
  remove: "kaldırıldı",
  read: "okundu",
  unread: "okunmadı olarak işaretlendi",
  archive: "arşivlendi",
  review: "incelemeye alındı",
  schedule: "için alım günü planlandı",
  deliver: "teslim edildi olarak işaretlendi",
  // PRODUCT §8.3: the staff member checked the owner's e-Devlet approval ("Araç için EİDS …").
  eids: "için EİDS (e-Devlet) sahiplik doğrulaması kaydedildi",
};

/** Actions whose Turkish sentence does not read as "<target> <verb>" (the noun takes a case ending). */
const ACTION_LABELS: Record<string, string> = {
  "sell_request.offer": "Satış talebine teklif verildi",
  "sell_request.list": "Satış talebindeki araç yayına alındı",
  "transport_request.quote": "Nakliye talebine fiyat teklifi verildi",
  "question.answer": "Soru yanıtlandı ve yayınlandı",
  "question.publish": "Soruya araç sahibinin verdiği yanıt yayınlandı",
  // An unsold auction's vehicle put up again as a new auction (the old one is the target).
  "auction.relist": "İhaledeki araç yeniden ihaleye çıkarıldı",
  // A withdrawn listing's vehicle put on sale again as a new listing (the old one is the target).
  "listing.relist": "Hemen Al ilanındaki araç yeniden satışa çıkarıldı",
  "transport_request.fee_paid": "Nakliye talebinin ücreti alındı; fatura kesildi",
  // Offers after an auction and non-payers (PRODUCT §6.5, §7.3)
  "auction.offer_counter": "İhalenin en yüksek teklif sahibine rezerv altında karşı teklif verildi",
  "user.trading_ban_lift": "Kullanıcının ödememe nedeniyle teklif ve satın alma yasağı kaldırıldı",
  // The title transfer (PRODUCT §7.2).
  "order.appointment_set": "Sipariş için noter randevusu verildi",
  "order.appointment_moved": "Siparişin noter randevusu değiştirildi",
  "order.gos_paid": "Siparişin GÖS ödemesi kaydedildi",
  "order.transferred": "Siparişin devri tamamlandı; imzalı sözleşme yüklendi",
  // KVKK (Profil › KVKK haklarım): the user's own acts, recorded with their uid as the actor.
  "user.deletion_request": "Kullanıcı hesabının silinmesini istedi",
  "user.anonymise": "Kullanıcı hesabını sildi; kişisel verileri anonimleştirildi",
};

/** A readable Turkish name of an audit action code such as `user.suspend` ("Kullanıcı askıya alındı"). */
export function auditActionLabel(action: string): string {
  if (ACTION_LABELS[action]) return ACTION_LABELS[action];
  const [type, verb] = action.split(".", 2);
  if (!verb) return action;
  return `${auditTargetLabel(type)} ${VERBS[verb] ?? verb}`;
}

/** What the browser shows when this domain's data could not be loaded. */
export const AUDIT_LOAD_ERRORS = {
  list: "Denetim kaydı yüklenemedi.",
} as const;

/** The audit log's filters (lib/server/audit/schemas.ts). */
export const AUDIT_FIELD_ERRORS = {
  invalid: (label: string) => `${label} geçersiz.`,
  tooLong: (label: string) => `${label} en fazla 128 karakter olabilir.`,
  day: (label: string) => `${label} YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır.`,
  staff: "Personel",
  actionInvalid: "İşlem geçersiz.",
  actionTooLong: "İşlem en fazla 64 karakter olabilir.",
  actionPattern: "İşlem kodu geçersiz (ör. user.suspend).",
  targetTypeInvalid: "Hedef türü geçersiz.",
  targetTypeTooLong: "Hedef türü en fazla 64 karakter olabilir.",
  targetId: "Hedef numarası",
  from: "Başlangıç tarihi",
  to: "Bitiş tarihi",
  format: "Biçim json veya csv olmalıdır.",
  order: "Başlangıç tarihi bitiş tarihinden sonra olamaz.",
} as const;

/** The audit CSV's header row, in column order. */
export const AUDIT_CSV_HEADERS = [
  "Kayıt no",
  "Zaman",
  "Personel",
  "Personel uid",
  "İşlem",
  "İşlem kodu",
  "Hedef türü",
  "Hedef no",
  "Ayrıntılar",
];
