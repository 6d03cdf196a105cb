import useSWR from "swr";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import type { Paged } from "@/lib/paging";
import type { StaffListItem } from "@/lib/staff/types";

/** Management › Personel: every active staff member. */
export function useStaffList() {
  const { data, error, isValidating, mutate } = useSWR<Paged<StaffListItem>>(
    "/api/management/staff",
    (url: string) => http.get<Paged<StaffListItem>>(url),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      onError: (e) => handleError(e, "Personel listesi yüklenemedi."),
    },
  );
  return { data: data ?? null, loading: isValidating || (!data && !error), reload: async () => void (await mutate()) };
}
