import { useManagedPage, useMyItems } from "@/lib/clientData";
import type { StaffFilter } from "@/lib/deposits/client";
import type { StaffWithdrawalView, WithdrawalStatus, WithdrawalView } from "@/lib/withdrawals/types";
import { WITHDRAWAL_LOAD_ERRORS } from "@/lib/withdrawals/labels";

/** Management › Çekim Talepleri: one page of withdrawals, by status and search. */
export function useManagedWithdrawals(
  query: { status?: StaffFilter<WithdrawalStatus>; q?: string; page: number; pageSize: number },
  onPastEnd?: (last: number) => void,
) {
  return useManagedPage<StaffWithdrawalView>(
    "/api/management/withdrawals",
    query,
    WITHDRAWAL_LOAD_ERRORS.list,
    onPastEnd,
  );
}

/** /profil/provizyon: the user's own withdrawals (newest 50). */
export function useMyWithdrawals() {
  return useMyItems<WithdrawalView>("/api/me/withdrawals?pageSize=50", WITHDRAWAL_LOAD_ERRORS.mine);
}
