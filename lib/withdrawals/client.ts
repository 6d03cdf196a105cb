import { managedList, useMyItems } from "@/lib/clientData";
import type { StaffFilter } from "@/lib/deposits/client";
import type { StaffWithdrawalView, WithdrawalStatus, WithdrawalView } from "@/lib/withdrawals/types";
import { WITHDRAWAL_LOAD_ERRORS } from "@/lib/withdrawals/labels";

/** Management › Çekim Talepleri: one page of withdrawals, by status and search. */
export const useManagedWithdrawals = managedList<
  StaffWithdrawalView,
  { status?: StaffFilter<WithdrawalStatus>; q?: string; page: number; pageSize: number }
>("/api/management/withdrawals", WITHDRAWAL_LOAD_ERRORS.list);

/** /profil/provizyon: the user's own withdrawals (newest 50). */
export function useMyWithdrawals() {
  return useMyItems<WithdrawalView>("/api/me/withdrawals?pageSize=50", WITHDRAWAL_LOAD_ERRORS.mine);
}
