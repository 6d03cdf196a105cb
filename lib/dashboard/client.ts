import useSWR from "swr";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";
import type { Dashboard, DashboardRange } from "@/lib/dashboard/types";

/** The dashboard of one range; SWR keys by URL, so switching ranges never shows an older answer for the new tab. */
export function useDashboard(range: DashboardRange) {
  const { data, error, isLoading, mutate } = useSWR<Dashboard>(
    `/api/management/dashboard?range=${range}`,
    (url: string) => http.get<Dashboard>(url),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      keepPreviousData: true,
    },
  );
  return {
    data: data ?? null,
    loading: isLoading,
    error: error ? errorMessage(error, "Özet yüklenemedi.") : null,
    retry: () => void mutate(),
  };
}
