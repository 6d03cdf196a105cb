import { useRead } from "@/lib/clientData";
import { errorMessage } from "@/lib/errors";
import type { Dashboard, DashboardRange } from "@/lib/dashboard/types";
import { DASHBOARD_LOAD_ERRORS } from "@/lib/dashboard/labels";

/** The dashboard of one range; SWR keys by URL, so switching ranges never shows an older answer for the new tab. */
export function useDashboard(range: DashboardRange) {
  const { data, error, isLoading, mutate } = useRead<Dashboard>(`/api/management/dashboard?range=${range}`, {
    keepPreviousData: true,
  });
  return {
    data: data ?? null,
    loading: isLoading,
    error: error ? errorMessage(error, DASHBOARD_LOAD_ERRORS.summary) : null,
    retry: () => void mutate(),
  };
}
