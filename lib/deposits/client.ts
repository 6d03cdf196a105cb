import { useManagedPage } from "@/lib/clientData";
import type { AWAITING_SECOND_APPROVAL } from "@/lib/deposits/rules";
import type { ProvisionRequestStatus, StaffProvisionRequestView } from "@/lib/deposits/types";
import { DEPOSIT_LOAD_ERRORS } from "@/lib/deposits/labels";

/** The management lists' status filter: a stored status, or the pending ones waiting for a second approval. */
export type StaffFilter<S> = S | typeof AWAITING_SECOND_APPROVAL;

/** Management › Provizyon: one page of provision requests, by status and search. */
export function useProvisionRequests(
  query: { status?: StaffFilter<ProvisionRequestStatus>; q?: string; page: number; pageSize: number },
  onPastEnd?: (last: number) => void,
) {
  return useManagedPage<StaffProvisionRequestView>(
    "/api/management/provision-requests",
    query,
    DEPOSIT_LOAD_ERRORS.list,
    onPastEnd,
  );
}
