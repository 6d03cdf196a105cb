import { managedList } from "@/lib/clientData";
import type { AWAITING_SECOND_APPROVAL } from "@/lib/deposits/rules";
import type { ProvisionRequestStatus, StaffProvisionRequestView } from "@/lib/deposits/types";
import { DEPOSIT_LOAD_ERRORS } from "@/lib/deposits/labels";

/** The management lists' status filter: a stored status, or the pending ones waiting for a second approval. */
export type StaffFilter<S> = S | typeof AWAITING_SECOND_APPROVAL;

/** Management › Provizyon: one page of provision requests, by status and search. */
export const useProvisionRequests = managedList<
  StaffProvisionRequestView,
  { status?: StaffFilter<ProvisionRequestStatus>; q?: string; page: number; pageSize: number }
>("/api/management/provision-requests", DEPOSIT_LOAD_ERRORS.list);
