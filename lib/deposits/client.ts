import { useManagedPage, useMyItems } from "@/lib/clientData";
import type { AWAITING_SECOND_APPROVAL } from "@/lib/deposits/rules";
import type { ProvisionRequestStatus, StaffProvisionRequestView } from "@/lib/deposits/types";
import type { StaffWithdrawalView, WithdrawalStatus, WithdrawalView } from "@/lib/withdrawals/types";

/** The management lists' status filter: a stored status, or the pending ones waiting for a second approval. */
type StaffFilter<S> = S | typeof AWAITING_SECOND_APPROVAL;

/** Management › Provizyon: one page of provision requests, by status and search. */
export function useProvisionRequests(
  query: { status?: StaffFilter<ProvisionRequestStatus>; q?: string; page: number; pageSize: number },
  onPastEnd?: (last: number) => void,
) {
  return useManagedPage<StaffProvisionRequestView>(
    "/api/management/provision-requests",
    query,
    "Talepler yüklenemedi.",
    onPastEnd,
  );
}

/** Management › Çekim Talepleri: one page of withdrawals, by status and search. */
export function useManagedWithdrawals(
  query: { status?: StaffFilter<WithdrawalStatus>; q?: string; page: number; pageSize: number },
  onPastEnd?: (last: number) => void,
) {
  return useManagedPage<StaffWithdrawalView>(
    "/api/management/withdrawals",
    query,
    "Çekim talepleri yüklenemedi.",
    onPastEnd,
  );
}

/** /profil/provizyon: the user's own withdrawals (newest 50). */
export function useMyWithdrawals() {
  return useMyItems<WithdrawalView>("/api/me/withdrawals?pageSize=50", "Çekim talepleriniz yüklenemedi.");
}
