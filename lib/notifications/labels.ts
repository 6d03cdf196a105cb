/** Turkish texts of the notification centre and preferences. */
import { formatDateTime, formatTL } from "@/lib/format";
import type { NotificationCategory, NotificationDraft, NotificationKind } from "@/lib/notifications/types";
import { KVKK_NOTICES } from "@/lib/kvkk/labels";

export const CATEGORY_LABELS: Record<NotificationCategory, { title: string; description: string }> = {
  bids: {
    title: "Teklifler ve ihale sonuçları",
    description:
      "Teklifiniz geçildiğinde, maksimum teklifinize ulaşıldığında, ihale bitmek üzereyken ve kazanamadığınız ihalelerin sonucunda.",
  },
  orders: {
    title: "Kazanılan ihaleler ve siparişler",
    description: "Kazandığınız ihaleler ve siparişlerinizin durumu. Ödeme süresi içerdiği için e-postası kapatılamaz.",
  },
  money: {
    title: "Provizyon ve teminat",
    description:
      "Provizyon talepleriniz, teminat blokeleri ve iadeleri. Cayma bedeli tahsilatı, para çekme talepleri ve ödemeleri her zaman e-postayla bildirilir.",
  },
  requests: {
    title: "Borsa'da Sat ve Nakliye talepleri",
    description: "Teklif, ilan yayını, nakliye fiyatı, planlama ve teslimat.",
  },
  following: { title: "Takip ettikleriniz", description: "Takip ettiğiniz ihaleler başladığında." },
  searches: {
    title: "Kayıtlı aramalar",
    description:
      "Kayıtlı aramanıza uyan yeni ihale veya Hemen Al ilanı yayınlandığında. Siz açana kadar e-posta gönderilmez.",
  },
};

export const notificationTexts = {
  bellLabel: "Bildirimler",
  bellUnread: (n: number) => (n === 1 ? "1 okunmamış bildirim" : `${n} okunmamış bildirim`),
  empty: "Henüz bildiriminiz yok.",
  markAllRead: "Tümünü okundu işaretle",
  markRead: "Okundu işaretle",
  seeAll: "Tüm bildirimler",
  settings: "Bildirim ayarları",
  pageTitle: "Bildirimler",
  settingsTitle: "Bildirim ayarları",
  inAppAlways: "Site içi bildirimler her zaman açıktır.",
  emailLabel: "E-posta",
  locked: "Her zaman gönderilir",
  saved: "Bildirim ayarlarınız kaydedildi.",
} as const;

/** The button of a notification e-mail: what its link does. Most links show the item; a few act. */
const EMAIL_ACTION_LABELS: Partial<Record<NotificationKind, string>> = {
  withdrawal_requested: "Bu talebi ben yapmadım, iptal et",
  data_export_ready: KVKK_NOTICES.exportAction,
  account_deletion_requested: KVKK_NOTICES.deletionAction,
};

export function emailActionLabel(kind: NotificationKind): string {
  return EMAIL_ACTION_LABELS[kind] ?? "Ayrıntıları görüntüle";
}

export const NOTIFICATION_ERRORS = {
  notFound: "Bildirim bulunamadı.",
} as const;

/*
 * The Turkish text of every notification, one builder per event (pure: the services pass the facts).
 * Dedupe keys name the event, so a retried or repeated transaction notifies once.
 */
type AuctionRef = { auctionId: number; title: string };
const auctionLink = (id: number) => `/ihaleler/${id}`;

export const PROFILE_LINKS = {
  bids: "/profil#tekliflerim",
  wins: "/profil#kazandiklarim",
  orders: "/profil#siparislerim",
  sell: "/profil#satis-taleplerim",
  transport: "/profil#nakliye-taleplerim",
  provision: "/profil/provizyon",
} as const;

export const bidNotices = {
  /** The user led and lost the lead (to a bid or to another bidder's maximum). */
  outbid: (a: AuctionRef & { uid: string; price: number; version: number; released: boolean }): NotificationDraft => ({
    userId: a.uid,
    kind: "outbid",
    title: "Teklifiniz geçildi",
    body: `${a.title} ihalesinde teklifiniz geçildi. Güncel fiyat ${formatTL(a.price)}.${a.released ? " Bu ihale için blokeli teminatınız serbest bırakıldı." : ""} Yeniden teklif vermek için ihaleye dönün.`,
    link: auctionLink(a.auctionId),
    data: { auctionId: a.auctionId, price: a.price },
    dedupeKey: `outbid:${a.auctionId}:${a.version}:${a.uid}`,
  }),
  /** The user still leads, but another bid pushed the price up to their maximum. */
  maxReached: (a: AuctionRef & { uid: string; max: number; version: number }): NotificationDraft => ({
    userId: a.uid,
    kind: "max_reached",
    title: "Azami teklifinize ulaşıldı",
    body: `${a.title} ihalesinde fiyat azami teklifiniz olan ${formatTL(a.max)} tutarına ulaştı. Hâlâ öndesiniz; bir sonraki teklif sizi geçer.`,
    link: auctionLink(a.auctionId),
    data: { auctionId: a.auctionId, max: a.max },
    dedupeKey: `max_reached:${a.auctionId}:${a.version}:${a.uid}`,
  }),
};

export const closingNotices = {
  won: (
    a: AuctionRef & { uid: string; price: number; commission: number; orderId: number; paymentDueAt: Date },
  ): NotificationDraft => ({
    userId: a.uid,
    kind: "auction_won",
    title: "İhaleyi kazandınız",
    body: `Tebrikler! ${a.title} ihalesini ${formatTL(a.price)} ile kazandınız. Sipariş no ${a.orderId}: ${formatTL(a.price + a.commission)} tutarını (hizmet bedeli dahil) ${formatDateTime(a.paymentDueAt)} tarihine kadar ödeyin; teminatınız ödeme tamamlanana kadar blokeli kalır.`,
    link: PROFILE_LINKS.wins,
    data: {
      auctionId: a.auctionId,
      orderId: a.orderId,
      price: a.price,
      commission: a.commission,
      paymentDueAt: a.paymentDueAt.toISOString(),
    },
    dedupeKey: `auction_won:${a.auctionId}`,
  }),
  lost: (a: AuctionRef & { uid: string; price: number }): NotificationDraft => ({
    userId: a.uid,
    kind: "auction_lost",
    title: "İhaleyi kazanamadınız",
    body: `${a.title} ihalesi ${formatTL(a.price)} ile başka bir katılımcıya satıldı. Teminatınız blokeli değil; diğer ihalelere göz atabilirsiniz.`,
    link: auctionLink(a.auctionId),
    data: { auctionId: a.auctionId, price: a.price },
    dedupeKey: `auction_lost:${a.auctionId}:${a.uid}`,
  }),
  reserveNotMet: (a: AuctionRef & { uid: string; price: number }): NotificationDraft => ({
    userId: a.uid,
    kind: "auction_reserve_not_met",
    title: "İhale satışsız kapandı",
    body: `${a.title} ihalesi ${formatTL(a.price)} ile sona erdi ancak satıcının belirlediği asgari fiyata ulaşılamadığı için satış gerçekleşmedi. Teminatınız serbest bırakıldı.`,
    link: auctionLink(a.auctionId),
    data: { auctionId: a.auctionId, price: a.price },
    dedupeKey: `auction_reserve_not_met:${a.auctionId}:${a.uid}`,
  }),
  cancelled: (a: AuctionRef & { uid: string; reason: string; released: boolean }): NotificationDraft => ({
    userId: a.uid,
    kind: "auction_cancelled",
    title: "İhale iptal edildi",
    body: `Teklif verdiğiniz ${a.title} ihalesi iptal edildi. Gerekçe: ${a.reason}.${a.released ? " Blokeli teminatınız serbest bırakıldı." : ""}`,
    link: auctionLink(a.auctionId),
    data: { auctionId: a.auctionId },
    dedupeKey: `auction_cancelled:${a.auctionId}:${a.uid}`,
  }),
};

export const moneyNotices = {
  provisionApproved: (r: { uid: string; requestId: number; amount: number }): NotificationDraft => ({
    userId: r.uid,
    kind: "provision_approved",
    title: "Provizyon talebiniz onaylandı",
    body: `${formatTL(r.amount)} provizyon bakiyenize eklendi. Artık bu tutara kadar teminatlı teklif verebilirsiniz.`,
    link: PROFILE_LINKS.provision,
    data: { requestId: r.requestId, amount: r.amount },
    dedupeKey: `provision_approved:${r.requestId}`,
  }),
  provisionRejected: (r: { uid: string; requestId: number; reason: string }): NotificationDraft => ({
    userId: r.uid,
    kind: "provision_rejected",
    title: "Provizyon talebiniz reddedildi",
    body: `Provizyon talebiniz reddedildi. Gerekçe: ${r.reason}.`,
    link: PROFILE_LINKS.provision,
    data: { requestId: r.requestId },
    dedupeKey: `provision_rejected:${r.requestId}`,
  }),
  depositBlocked: (r: {
    uid: string;
    amount: number;
    listingId: number;
    title: string;
    orderId: number;
  }): NotificationDraft => ({
    userId: r.uid,
    kind: "deposit_blocked",
    title: "Teminat blokesi",
    body: `${r.title} için ${formatTL(r.amount)} teminat provizyonunuzdan blokelendi. Ödeme tamamlanınca blokesi kalkar.`,
    link: PROFILE_LINKS.provision,
    data: { listingId: r.listingId, amount: r.amount, orderId: r.orderId },
    dedupeKey: `deposit_blocked:order:${r.orderId}`,
  }),
  depositReleased: (r: { uid: string; amount: number; orderId: number }): NotificationDraft => ({
    userId: r.uid,
    kind: "deposit_released",
    title: "Teminatınız serbest bırakıldı",
    body: `Sipariş no ${r.orderId} için blokeli ${formatTL(r.amount)} teminat serbest bırakıldı ve kullanılabilir provizyonunuza döndü.`,
    link: PROFILE_LINKS.provision,
    data: { orderId: r.orderId, amount: r.amount },
    dedupeKey: `deposit_released:order:${r.orderId}`,
  }),
  depositCaptured: (r: { uid: string; amount: number; orderId: number }): NotificationDraft => ({
    userId: r.uid,
    kind: "deposit_captured",
    title: "Teminatınız cayma bedeli olarak tahsil edildi",
    body: `Sipariş no ${r.orderId} süresinde ödenmediği için blokeli ${formatTL(r.amount)} teminat cayma bedeli olarak tahsil edildi.`,
    link: PROFILE_LINKS.provision,
    data: { orderId: r.orderId, amount: r.amount },
    dedupeKey: `deposit_captured:order:${r.orderId}`,
  }),
  /**
   * Sent (always e-mailed) the moment a withdrawal is requested, so a request the owner did not make
   * is seen before finance pays it. `cancelLink` is the signed cancel page (no sign-in needed).
   */
  withdrawalRequested: (r: {
    uid: string;
    withdrawalId: number;
    amount: number;
    iban: string;
    cancelLink: string;
  }): NotificationDraft => ({
    userId: r.uid,
    kind: "withdrawal_requested",
    title: "Para çekme talebiniz alındı",
    body: `${formatTL(r.amount)} tutarında, sonu ${r.iban.slice(-4)} ile biten IBAN'a para çekme talebi oluşturuldu. Bu işlemi siz yapmadıysanız aşağıdaki bağlantıdan talebi hemen iptal edin ve şifrenizi değiştirin.`,
    link: r.cancelLink,
    data: { withdrawalId: r.withdrawalId, amount: r.amount },
    dedupeKey: `withdrawal_requested:${r.withdrawalId}`,
  }),
  /** One per paid withdrawal; only the IBAN's last four digits travel in a notification or e-mail. */
  withdrawalPaid: (r: { uid: string; withdrawalId: number; amount: number; iban: string }): NotificationDraft => ({
    userId: r.uid,
    kind: "withdrawal_paid",
    title: "Para çekme talebiniz ödendi",
    body: `${formatTL(r.amount)}, sonu ${r.iban.slice(-4)} ile biten IBAN'ınıza gönderildi.`,
    link: PROFILE_LINKS.provision,
    data: { withdrawalId: r.withdrawalId, amount: r.amount },
    dedupeKey: `withdrawal_paid:${r.withdrawalId}`,
  }),
};

export const orderNotices = {
  created: (o: {
    uid: string;
    orderId: number;
    title: string;
    total: number;
    paymentDueAt: Date;
  }): NotificationDraft => ({
    userId: o.uid,
    kind: "order_created",
    title: "Siparişiniz oluşturuldu",
    body: `${o.title} için sipariş no ${o.orderId} oluşturuldu. ${formatTL(o.total)} tutarını ${formatDateTime(o.paymentDueAt)} tarihine kadar sipariş ekranındaki hesaba ödeyin.`,
    link: PROFILE_LINKS.orders,
    data: { orderId: o.orderId, total: o.total, paymentDueAt: o.paymentDueAt.toISOString() },
    dedupeKey: `order_created:${o.orderId}`,
  }),
  paid: (o: { uid: string; orderId: number; title: string }): NotificationDraft => ({
    userId: o.uid,
    kind: "order_paid",
    title: "Ödemeniz alındı",
    body: `Sipariş no ${o.orderId} (${o.title}) için ödemeniz alındı. Teslim için sizinle iletişime geçeceğiz.`,
    link: PROFILE_LINKS.orders,
    data: { orderId: o.orderId },
    dedupeKey: `order_paid:${o.orderId}`,
  }),
  completed: (o: { uid: string; orderId: number; title: string }): NotificationDraft => ({
    userId: o.uid,
    kind: "order_completed",
    title: "Siparişiniz tamamlandı",
    body: `Sipariş no ${o.orderId} (${o.title}) tamamlandı. İyi yolculuklar!`,
    link: PROFILE_LINKS.orders,
    data: { orderId: o.orderId },
    dedupeKey: `order_completed:${o.orderId}`,
  }),
  cancelled: (o: { uid: string; orderId: number; title: string; reason?: string | null }): NotificationDraft => ({
    userId: o.uid,
    kind: "order_cancelled",
    title: "Siparişiniz iptal edildi",
    body: `Sipariş no ${o.orderId} (${o.title}) iptal edildi.${o.reason ? ` Gerekçe: ${o.reason}.` : ""}`,
    link: PROFILE_LINKS.orders,
    data: { orderId: o.orderId },
    dedupeKey: `order_cancelled:${o.orderId}`,
  }),
};

export const requestNotices = {
  sellOfferMade: (r: { uid: string; requestId: number; amount: number; at: Date }): NotificationDraft => ({
    userId: r.uid,
    kind: "sell_offer_made",
    title: "Borsa'da Sat talebinize teklif geldi",
    body: `Motosikletiniz için ${formatTL(r.amount)} teklifimiz hazır. Kabul etmek ya da reddetmek için taleplerinize göz atın.`,
    link: PROFILE_LINKS.sell,
    data: { requestId: r.requestId, amount: r.amount },
    dedupeKey: `sell_offer_made:${r.requestId}:${r.at.getTime()}`,
  }),
  sellListingPublished: (r: { uid: string; requestId: number; link: string }): NotificationDraft => ({
    userId: r.uid,
    kind: "sell_listing_published",
    title: "Motosikletiniz yayında",
    body: "Borsa'da Sat talebinizdeki motosikletiniz yayına alındı.",
    link: r.link,
    data: { requestId: r.requestId },
    dedupeKey: `sell_listing_published:${r.requestId}`,
  }),
  transportQuoteMade: (r: { uid: string; requestId: number; amount: number; at: Date }): NotificationDraft => ({
    userId: r.uid,
    kind: "transport_quote_made",
    title: "Nakliye fiyatınız hazır",
    body: `Nakliye talebiniz için fiyatımız ${formatTL(r.amount)}. Kabul etmek ya da reddetmek için taleplerinize göz atın.`,
    link: PROFILE_LINKS.transport,
    data: { requestId: r.requestId, amount: r.amount },
    dedupeKey: `transport_quote_made:${r.requestId}:${r.at.getTime()}`,
  }),
  /** `date`: the calendar day (YYYY-MM-DD) staff planned. */
  transportScheduled: (r: { uid: string; requestId: number; date: string | null }): NotificationDraft => ({
    userId: r.uid,
    kind: "transport_scheduled",
    title: "Nakliyeniz planlandı",
    body: r.date
      ? `Nakliyeniz ${r.date.split("-").reverse().join(".")} tarihine planlandı; ekibimiz saat için sizinle iletişime geçecek.`
      : "Nakliyeniz planlandı; ekibimiz sizinle iletişime geçecek.",
    link: PROFILE_LINKS.transport,
    data: { requestId: r.requestId },
    dedupeKey: `transport_scheduled:${r.requestId}:${r.date ?? ""}`,
  }),
  transportDelivered: (r: { uid: string; requestId: number }): NotificationDraft => ({
    userId: r.uid,
    kind: "transport_delivered",
    title: "Motosikletiniz teslim edildi",
    body: "Nakliye talebinizdeki motosiklet teslim edildi. Bizi tercih ettiğiniz için teşekkürler.",
    link: PROFILE_LINKS.transport,
    data: { requestId: r.requestId },
    dedupeKey: `transport_delivered:${r.requestId}`,
  }),
};

/** KVKK requests (Profil › KVKK haklarım). */
export const kvkkNotices = {
  /** The export archive is built; `link` is the download page (which also needs the owner's session). */
  exportReady: (r: { uid: string; exportId: number; expiresAt: Date; link: string }): NotificationDraft => ({
    userId: r.uid,
    kind: "data_export_ready",
    title: KVKK_NOTICES.exportReadyTitle,
    body: KVKK_NOTICES.exportReadyBody(formatDateTime(r.expiresAt.toISOString())),
    link: r.link,
    data: { exportId: r.exportId },
    dedupeKey: `data_export_ready:${r.exportId}`,
  }),
  /**
   * The deletion confirmation. The signed link travels only in the e-mail (`emailLink`): the bell
   * points at the KVKK page, so whoever holds a session cannot confirm without the mailbox.
   */
  deletionRequested: (r: {
    uid: string;
    deletionId: number;
    confirmBy: Date;
    emailLink: string;
  }): NotificationDraft => ({
    userId: r.uid,
    kind: "account_deletion_requested",
    title: KVKK_NOTICES.deletionTitle,
    body: KVKK_NOTICES.deletionBody(formatDateTime(r.confirmBy.toISOString())),
    link: "/profil/kvkk",
    data: { deletionId: r.deletionId, emailLink: r.emailLink },
    dedupeKey: `account_deletion_requested:${r.deletionId}`,
  }),
};

/** The notification API's bodies (lib/notifications/schemas.ts). */
export const NOTIFICATION_FIELD_ERRORS = {
  ids: "Bildirim numaraları bir liste olmalıdır.",
  all: "Tümünü işaretlemek için all: true gönderin.",
  idType: "Bildirim numarası sayı olmalıdır.",
  idInt: "Bildirim numarası tam sayı olmalıdır.",
  idInvalid: "Bildirim numarası geçersiz.",
  idsMin: "En az bir bildirim seçin.",
  idsMax: "Bir seferde en fazla 100 bildirim işaretlenebilir.",
  markRead: "Okundu işaretlemek için { ids: [...] } ya da { all: true } gönderin.",
  category: "Bilinmeyen bildirim kategorisi.",
  email: "E-posta tercihi açık ya da kapalı olmalıdır.",
  items: "Ayarlar bir liste olmalıdır.",
  itemsMin: "En az bir ayar gönderin.",
  itemsMax: "Çok fazla ayar gönderildi.",
  itemsUnique: "Her kategori bir kez gönderilmelidir.",
} as const;

/** The notification e-mail's frame (lib/server/notifications/email.tsx); the footer sentence wraps the category title. */
export const NOTIFICATION_EMAIL_LABELS = {
  action: "Ayrıntıları görüntüle",
  reasonBefore: "Bu e-postayı MotoBorsa hesabınızdaki “",
  reasonAfter: "” bildirimleri nedeniyle aldınız.",
  settings: "Bildirim ayarları",
  unsubscribe: "Bu e-postaları almak istemiyorum",
  mersis: "MERSİS",
  /** Staff read it in the e-mail log: a worker died mid-send, so the at-most-once rule left it unsent. */
  abandoned: "Gönderim yarıda kaldı; en fazla bir kez kuralı gereği yeniden gönderilmedi.",
} as const;

/** Settings the server refuses (lib/server/notifications/service.ts) and titles it falls back on. */
export const NOTIFICATION_SETTING_ERRORS = {
  unknownCategory: "Bilinmeyen bildirim kategorisi.",
  locked: "Kazanılan ihale ve sipariş e-postaları kapatılamaz.",
} as const;
export const auctionFallbackTitle = (auctionId: number) => `İhale #${auctionId}`;
