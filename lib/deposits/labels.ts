import { formatTL } from "@/lib/format";
import { SECOND_APPROVAL_PROVISION_FROM, SECOND_APPROVAL_WITHDRAWAL_FROM } from "@/lib/deposits/rules";

/** Turkish texts of dual control (maker–checker) on provision approvals and withdrawal payments. */
export const dualControlLabels = {
  /** The status tab and dashboard figure of the queue. */
  queue: "İkinci onay bekleyen",
  awaiting: "İkinci onay bekliyor",
  firstBy: (name: string | null) => `İlk onay: ${name ?? "bilinmeyen personel"}`,
  confirmButton: "Onayla (ikinci onay)",
  ownFirstApproval: "İlk onayı siz verdiniz; ikinci onayı başka bir yetkili vermeli.",
  provisionRule: `Hesaba ulaşan tutar talep edilenden farklıysa veya ${formatTL(SECOND_APPROVAL_PROVISION_FROM)} ve üzerindeyse onay, başka bir yetkilinin ikinci onayıyla geçerli olur.`,
  withdrawalRule: `${formatTL(SECOND_APPROVAL_WITHDRAWAL_FROM)} ve üzerindeki ödemeler, başka bir yetkilinin ikinci onayıyla geçerli olur.`,
};

/** Why a staff decision on a provision request or withdrawal was refused (moneyDecisionRefusal). */
export const dualControlMessages = {
  ownFirstApproval: "İlk onayı siz verdiniz: ikinci onayı veya reddi başka bir yetkili vermeli.",
  provisionAwaitingSecond:
    "Bu talebin ilk onayı verildi ve ikinci onay bekliyor; başka bir yetkili “Onayla (ikinci onay)” ile onaylamalı veya reddetmeli.",
  provisionNotAwaiting: "Bu talep ikinci onay beklemiyor; onaylamak için “Onayla”yı kullanın.",
  withdrawalAwaitingSecond:
    "Bu ödemenin ilk onayı verildi ve ikinci onay bekliyor; başka bir yetkili “Onayla (ikinci onay)” ile onaylamalı veya reddetmeli.",
  withdrawalNotAwaiting: "Bu çekim talebi ikinci onay beklemiyor; ödemek için “Ödendi”yi kullanın.",
};

/** The provision-request refusals the API answers (lib/server/deposits/service.ts). */
export const DEPOSIT_ERRORS = {
  tooManyPending: "Onay bekleyen 5 talebiniz var. Yeni talep için bunların sonuçlanmasını bekleyin.",
  notFound: "Provizyon talebi bulunamadı.",
  /** A request already decided: what a cancel and what a staff decision is told, by its status. */
  alreadyDecided: {
    approved: { cancel: "Bu talep onaylanmış; artık iptal edilemez.", decide: "Bu talep zaten onaylanmış." },
    rejected: {
      cancel: "Bu talep reddedilmiş; iptal edilemez.",
      decide: "Bu talep reddedilmiş; onaylanamaz veya yeniden reddedilemez.",
    },
    cancelled: {
      cancel: "Bu talep zaten iptal edilmiş.",
      decide: "Bu talep kullanıcı tarafından iptal edilmiş; onaylanamaz veya reddedilemez.",
    },
  },
} as const;

/** The ledger note of an approved transfer; the received amount is named when it differs from the request. */
export const depositTransferNote = (referenceCode: string, requested: number, received: number): string =>
  received === requested
    ? `Havale/EFT ${referenceCode}`
    : `Havale/EFT ${referenceCode} (talep ${formatTL(requested)}, hesaba ulaşan ${formatTL(received)})`;

/** What the browser shows when this domain's data could not be loaded. */
export const DEPOSIT_LOAD_ERRORS = {
  list: "Talepler yüklenemedi.",
} as const;

/** Validation messages of a provision request and of staff approving one. */
export const DEPOSIT_FIELD_ERRORS = {
  receivedRequired: "Hesaba ulaşan tutarı girin.",
  receivedWhole: "Hesaba ulaşan tutar tam lira olmalıdır; kuruş girilemez.",
  receivedMin: "Hesaba ulaşan tutar en az 1.000 TL olmalıdır.",
  receivedMax: "Hesaba ulaşan tutar en fazla 10.000.000 TL olabilir.",
  amountType: "Tutar bir sayı olmalıdır.",
  amountWhole: "Tutar tam lira olmalıdır.",
  amountMin: "En az 1.000 TL provizyon ekleyebilirsiniz.",
  amountMax: "Tek seferde en fazla 10.000.000 TL provizyon ekleyebilirsiniz.",
} as const;
