import { useRouter } from "next/router";
import { useCallback, useEffect, useState } from "react";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";

type Params = Record<string, string | number | undefined>;

/**
 * One page of a management list, loaded once the router knows the URL's filters and again whenever
 * they change; `load` fetches it anew after an action. A failure shows `errorText` and keeps the
 * previous page on screen.
 */
export function useManagementList<T>(url: string, params: Params, errorText: string) {
  const router = useRouter();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  // The params object is new on every render; its content is what decides a reload.
  const key = JSON.stringify(params);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await http.get<T>(url, { params: JSON.parse(key) as Params }));
    } catch (error) {
      handleError(error, errorText);
    } finally {
      setLoading(false);
    }
  }, [url, key, errorText]);

  useEffect(() => {
    if (router.isReady) void load();
  }, [router.isReady, load]);

  return { data, loading, load };
}
