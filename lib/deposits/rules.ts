/** The provision amounts a user may announce and staff may credit (whole lira). Kept free of zod: content pages quote them. */
export const MIN_PROVISION_REQUEST = 1000;
export const MAX_PROVISION_REQUEST = 10_000_000;

/** Withdrawals are whole lira like the ledger; a user may have this many waiting at once. */
export const MAX_WITHDRAWAL = 10_000_000;
export const MAX_PENDING_WITHDRAWALS = 3;

type WithdrawalState = "pending" | "paid" | "rejected" | "cancelled";

/** Only a pending withdrawal moves: the owner may cancel it, finance may pay or reject it. */
export function withdrawalActionsFor(status: WithdrawalState) {
  const pending = status === "pending";
  return { cancel: pending, pay: pending, reject: pending };
}
