/** Turkish texts of the notification centre and preferences. */
import type { NotificationCategory, NotificationKind } from "@/lib/notifications/types";
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
