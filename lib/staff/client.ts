import { useRead } from "@/lib/clientData";
import { handleError } from "@/lib/errors";
import type { Paged } from "@/lib/paging";
import type { StaffListItem } from "@/lib/staff/types";
import { STAFF_LOAD_ERRORS } from "@/lib/staff/labels";

/** Management › Personel: every active staff member. */
export function useStaffList() {
  const { data, error, isValidating, mutate } = useRead<Paged<StaffListItem>>("/api/management/staff", {
    onError: (e) => handleError(e, STAFF_LOAD_ERRORS.list),
  });
  return { data: data ?? null, loading: isValidating || (!data && !error), reload: async () => void (await mutate()) };
}
