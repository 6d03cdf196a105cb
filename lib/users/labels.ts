/** Turkish texts of user suspension (Management › Kullanıcılar, the refusals a suspended user meets, /profil). */
import type { UserStatus } from "@/lib/users/types";

/** What a suspended user tried to do; each refusal names it. */
export type SuspendedAction =
  "bid" | "buy" | "sell" | "sellOffer" | "transport" | "transportQuote" | "provision" | "withdrawal" | "ask" | "answer";

const CANNOT: Record<SuspendedAction, string> = {
  bid: "Teklif veremezsiniz.",
  buy: "Hemen Al ile satın alamazsınız.",
  sell: "Satış talebi oluşturamazsınız.",
  sellOffer: "Satış teklifini kabul edemezsiniz.",
  transport: "Nakliye talebi oluşturamazsınız.",
  transportQuote: "Nakliye fiyat teklifini kabul edemezsiniz.",
  provision: "Provizyon talebi oluşturamazsınız.",
  withdrawal: "Provizyon iade talebi oluşturamazsınız.",
  ask: "Soru soramazsınız.",
  answer: "Aracınızla ilgili soruları yanıtlayamazsınız.",
};

/** The 403 a suspended user gets: why, and what they cannot do. */
export function suspendedMessage(reason: string, action: SuspendedAction): string {
  return `Hesabınız askıya alındı: ${reason.trim().replace(/[.\s]+$/, "")}. ${CANNOT[action]} Sorularınız için bizimle iletişime geçin.`;
}

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: "Aktif",
  suspended: "Askıda",
  deleted: "Silinmiş",
};

export const userMessages = {
  notFound: "Kullanıcı bulunamadı.",
  alreadySuspended: "Bu kullanıcı zaten askıya alınmış.",
  notSuspended: "Bu kullanıcı askıda değil.",
  reasonRequired: "Askıya alma nedenini yazın (en az 5 karakter).",
  reasonTooLong: "Neden en fazla 500 karakter olabilir.",
  noteRequired: "Not boş olamaz.",
  noteTooLong: "Not en fazla 2000 karakter olabilir.",
  invalidUid: "Geçersiz kullanıcı numarası.",
  noteType: "Not metin olmalıdır.",
};

/** What the browser shows when this domain's data could not be loaded. */
export const USER_LOAD_ERRORS = {
  list: "Kullanıcılar yüklenemedi.",
  one: "Kullanıcı yüklenemedi.",
} as const;
