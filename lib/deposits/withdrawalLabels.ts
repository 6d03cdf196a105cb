import type { WithdrawalStatus } from "./types";

/** Turkish texts of provision withdrawals, together for a Turkish editor. */
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: "Ödeme bekliyor",
  paid: "Ödendi",
  rejected: "Reddedildi",
  cancelled: "İptal edildi",
};

export const WITHDRAWAL_STATUS_TONES: Record<WithdrawalStatus, "warning" | "success" | "danger" | "neutral"> = {
  pending: "warning",
  paid: "success",
  rejected: "danger",
  cancelled: "neutral",
};
