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
  following: {
    title: "Takip ettikleriniz",
    description:
      "Takip ettiğiniz ihaleler başladığında; sorduğunuz ya da takip ettiğiniz araçlarla ilgili sorular yanıtlandığında.",
  },
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
  offers: "/profil#ihale-teklifleri",
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
    body: `Tebrikler! ${a.title} ihalesini ${formatTL(a.price)} ile kazandınız. Sipariş no ${a.orderId}, toplam ${formatTL(a.price + a.commission)}: ${formatTL(a.commission)} hizmet bedelini ${formatDateTime(a.paymentDueAt)} tarihine kadar sipariş ekranındaki hesaba ödeyin; ${formatTL(a.price)} araç bedeli noterde Güvenli Ödeme Sistemi (GÖS) ile ödenir. Teminatınız devir tamamlanana kadar blokeli kalır.`,
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
  /** The top bidder of an auction closed below its reserve: the same result, with the 24-hour offer (PRODUCT §6.5). */
  reserveOffer: (
    a: AuctionRef & { uid: string; price: number; offerId: number; reserve: number; expiresAt: Date },
  ): NotificationDraft => ({
    userId: a.uid,
    kind: "auction_reserve_not_met",
    title: "Rezerv fiyatına satın alabilirsiniz",
    body: `${a.title} ihalesi ${formatTL(a.price)} ile satıcının belirlediği asgari fiyatın altında sona erdi. Aracı ${formatTL(a.reserve)} rezerv fiyatına ${formatDateTime(a.expiresAt)} tarihine kadar satın alabilirsiniz; teminatınız bu süre boyunca blokeli kalır.`,
    link: PROFILE_LINKS.offers,
    data: { auctionId: a.auctionId, price: a.price, offerId: a.offerId, reserve: a.reserve },
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

/** A follower of an auction that closed unsold: the vehicle is up again, and they now follow the new auction. */
export const followNotices = {
  relisted: (a: AuctionRef & { uid: string; previousAuctionId: number; startsAt: Date }): NotificationDraft => ({
    userId: a.uid,
    kind: "followed_auction_relisted",
    title: "Takip ettiğiniz araç yeniden ihalede",
    body: `${a.title} yeniden ihaleye çıkarıldı; ihale ${formatDateTime(a.startsAt)} tarihinde başlıyor. Yeni ihaleyi takip ediyorsunuz.`,
    link: auctionLink(a.auctionId),
    data: { auctionId: a.auctionId, previousAuctionId: a.previousAuctionId },
    dedupeKey: `followed_auction_relisted:${a.auctionId}:${a.uid}`,
  }),
  /** A follower of a withdrawn Hemen Al listing: the vehicle is on sale again, and they follow the new listing. */
  listingRelisted: (a: {
    uid: string;
    listingId: number;
    previousListingId: number;
    title: string;
    price: number;
  }): NotificationDraft => ({
    userId: a.uid,
    kind: "followed_listing_relisted",
    title: "Takip ettiğiniz araç yeniden satışta",
    body: `${a.title} yeniden Hemen Al'da, ${formatTL(a.price)} fiyatla satışa çıkarıldı. Yeni ilanı takip ediyorsunuz.`,
    link: `/hemenal/${a.listingId}`,
    data: { listingId: a.listingId, previousListingId: a.previousListingId },
    dedupeKey: `followed_listing_relisted:${a.listingId}:${a.uid}`,
  }),
};

/** Offers after an auction (PRODUCT §6.5, §7.3): made or countered, and how they ended. */
export const offerNotices = {
  made: (
    o: AuctionRef & {
      uid: string;
      offerId: number;
      kind: "reserve" | "second_chance";
      price: number;
      expiresAt: Date;
      countered?: boolean;
    },
  ): NotificationDraft => ({
    userId: o.uid,
    kind: "auction_offer_made",
    title: o.countered
      ? "Karşı teklif aldınız"
      : o.kind === "reserve"
        ? "Rezerv fiyatına satın alabilirsiniz"
        : "İkinci şans teklifi",
    body: o.countered
      ? `${o.title} için size ${formatTL(o.price)} karşı teklif yapıldı. ${formatDateTime(o.expiresAt)} tarihine kadar kabul edebilirsiniz; teminatınız bu süre boyunca blokeli kalır.`
      : o.kind === "reserve"
        ? `${o.title} ihalesi asgari fiyatın altında kapandı. Aracı ${formatTL(o.price)} rezerv fiyatına ${formatDateTime(o.expiresAt)} tarihine kadar satın alabilirsiniz; teminatınız bu süre boyunca blokeli kalır.`
        : `${o.title} ihalesinin kazananı ödeme yapmadı. Aracı kendi en yüksek teklifiniz olan ${formatTL(o.price)} ile ${formatDateTime(o.expiresAt)} tarihine kadar satın alabilirsiniz.`,
    link: PROFILE_LINKS.offers,
    data: { auctionId: o.auctionId, offerId: o.offerId, price: o.price, expiresAt: o.expiresAt.toISOString() },
    dedupeKey: `auction_offer_made:${o.offerId}:${o.countered ? "counter" : "offer"}`,
  }),
  closed: (
    o: AuctionRef & { uid: string; offerId: number; outcome: "expired" | "declined"; released: number },
  ): NotificationDraft => ({
    userId: o.uid,
    kind: "auction_offer_closed",
    title: o.outcome === "expired" ? "Teklifin süresi doldu" : "Teklifi reddettiniz",
    body: `${o.title} için yapılan teklif ${o.outcome === "expired" ? "süresi dolduğu için sona erdi" : "reddedildi"}; satış gerçekleşmedi.${o.released > 0 ? ` Blokeli ${formatTL(o.released)} teminatınız serbest bırakıldı.` : ""}`,
    link: auctionLink(o.auctionId),
    data: { auctionId: o.auctionId, offerId: o.offerId, released: o.released },
    dedupeKey: `auction_offer_closed:${o.offerId}`,
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
    price: number;
    commission: number;
    paymentDueAt: Date;
  }): NotificationDraft => ({
    userId: o.uid,
    kind: "order_created",
    title: "Siparişiniz oluşturuldu",
    body: `${o.title} için sipariş no ${o.orderId} oluşturuldu. ${formatTL(o.commission)} hizmet bedelini ${formatDateTime(o.paymentDueAt)} tarihine kadar sipariş ekranındaki hesaba ödeyin; araç bedeli (${formatTL(o.price)}) noterde Güvenli Ödeme Sistemi (GÖS) ile ödenir.`,
    link: PROFILE_LINKS.orders,
    data: {
      orderId: o.orderId,
      price: o.price,
      commission: o.commission,
      paymentDueAt: o.paymentDueAt.toISOString(),
    },
    dedupeKey: `order_created:${o.orderId}`,
  }),
  paid: (o: { uid: string; orderId: number; title: string }): NotificationDraft => ({
    userId: o.uid,
    kind: "order_paid",
    title: "Hizmet bedeliniz alındı",
    body: `Sipariş no ${o.orderId} (${o.title}) için hizmet bedeliniz alındı. Noter randevusu için sizinle iletişime geçeceğiz.`,
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
  /**
   * The noter appointment, to the buyer and (when a user sells) the seller; `changes` > 0: it was moved.
   * The e-mail carries the .ics file (lib/server/notifications/attachments.ts reads `data`).
   */
  appointmentSet: (o: {
    uid: string;
    role: "buyer" | "seller";
    orderId: number;
    title: string;
    notaryName: string;
    city: string;
    at: Date;
    changes: number;
  }): NotificationDraft => ({
    userId: o.uid,
    kind: "order_appointment_set",
    title: o.changes > 0 ? "Noter randevunuz değişti" : "Noter randevunuz belirlendi",
    body: `${o.title} (sipariş no ${o.orderId}) devri için noter randevusu: ${formatDateTime(o.at)}, ${o.notaryName}, ${o.city}. ${
      o.role === "buyer"
        ? "Kimliğinizle gelin; araç bedelini noterde Güvenli Ödeme Sistemi (GÖS) ile ödeyeceksiniz."
        : "Kimliğiniz ve aracın ruhsatıyla gelin."
    } Takvim dosyası e-postada ektedir.`,
    link: o.role === "buyer" ? PROFILE_LINKS.orders : PROFILE_LINKS.sell,
    data: {
      orderId: o.orderId,
      title: o.title,
      notaryName: o.notaryName,
      city: o.city,
      at: o.at.toISOString(),
      changes: o.changes,
    },
    dedupeKey: `order_appointment_set:${o.orderId}:${o.changes}:${o.role}`,
  }),
  gosPaid: (o: { uid: string; orderId: number; title: string; reference: string }): NotificationDraft => ({
    userId: o.uid,
    kind: "order_gos_paid",
    title: "GÖS ödemeniz kaydedildi",
    body: `Sipariş no ${o.orderId} (${o.title}) için araç bedelinin Güvenli Ödeme Sistemi ile ödendiği kaydedildi (referans ${o.reference}). Devir noterde tamamlanınca para satıcıya geçer.`,
    link: PROFILE_LINKS.orders,
    data: { orderId: o.orderId, reference: o.reference },
    dedupeKey: `order_gos_paid:${o.orderId}`,
  }),
  transferred: (o: { uid: string; orderId: number; title: string }): NotificationDraft => ({
    userId: o.uid,
    kind: "order_transferred",
    title: "Aracın devri tamamlandı",
    body: `Sipariş no ${o.orderId} (${o.title}): aracın noterde devri tamamlandı; araç artık sizin adınıza kayıtlı.`,
    link: PROFILE_LINKS.orders,
    data: { orderId: o.orderId },
    dedupeKey: `order_transferred:${o.orderId}`,
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
  /** Staff recorded the transport fee as received; its invoice is on the profile. */
  transportFeePaid: (r: {
    uid: string;
    requestId: number;
    amount: number;
    invoiceNumber: string;
  }): NotificationDraft => ({
    userId: r.uid,
    kind: "transport_fee_paid",
    title: "Nakliye ücretiniz alındı",
    body: `Nakliye talebiniz için ${formatTL(r.amount)} ödemenizi aldık. ${r.invoiceNumber} numaralı faturanız Profil › Faturalarım ve belgelerim bölümünde.`,
    link: "/profil#faturalarim",
    data: { requestId: r.requestId, invoiceNumber: r.invoiceNumber },
    dedupeKey: `transport_fee_paid:${r.requestId}`,
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

/** Soru-Cevap: the asker hears the outcome of their question; followers of the vehicle hear of a new answer. */
type QuestionRef = { questionId: number; title: string; link: string | null };

export const questionNotices = {
  answered: (q: QuestionRef & { uid: string }): NotificationDraft => ({
    userId: q.uid,
    kind: "question_answered",
    title: "Sorunuz yanıtlandı",
    body: `${q.title} hakkında sorduğunuz soru yanıtlandı ve ilan sayfasında yayınlandı.`,
    link: q.link,
    data: { questionId: q.questionId },
    dedupeKey: `question_answered:${q.questionId}`,
  }),
  rejected: (q: QuestionRef & { uid: string; reason: string }): NotificationDraft => ({
    userId: q.uid,
    kind: "question_rejected",
    title: "Sorunuz yayınlanmadı",
    body: `${q.title} hakkında sorduğunuz soru yayınlanmadı. Gerekçe: ${q.reason}.`,
    link: q.link,
    data: { questionId: q.questionId },
    dedupeKey: `question_rejected:${q.questionId}`,
  }),
  /** The owner of a consigned vehicle: an approved question waits for their answer on their sell request. */
  forOwner: (q: { questionId: number; title: string; uid: string }): NotificationDraft => ({
    userId: q.uid,
    kind: "question_for_owner",
    title: "Aracınız hakkında yeni soru",
    body: `${q.title} hakkında bir soru soruldu. Satış taleplerim sayfasından yanıtlayabilirsiniz.`,
    link: PROFILE_LINKS.sell,
    data: { questionId: q.questionId },
    dedupeKey: `question_for_owner:${q.questionId}:${q.uid}`,
  }),
  followerAnswered: (q: QuestionRef & { uid: string }): NotificationDraft => ({
    userId: q.uid,
    kind: "followed_question_answered",
    title: "Takip ettiğiniz araçta yeni yanıt",
    body: `Takip ettiğiniz ${q.title} hakkında bir soru yanıtlandı.`,
    link: q.link,
    data: { questionId: q.questionId },
    dedupeKey: `followed_question_answered:${q.questionId}:${q.uid}`,
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
