import { useRouter } from "next/router";
import { useCallback, useEffect, useRef, useState } from "react";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";

type Params = Record<string, string | number | undefined>;

/**
 * One page of a management list, loaded once the router knows the URL's filters and again whenever
 * they change; `load` fetches it anew after an action. A failure shows `errorText` and keeps the
 * previous page on screen. Only the answer to the latest request is shown (a slower answer for
 * filters left behind must not overwrite it). A page past the end (`params.page` beyond the last
 * page of a non-empty list) is not shown: `onPastEnd` gets the last page to go to instead, so no
 * impossible "Sayfa 999 / 3" appears.
 */
export function useManagementList<T>(url: string, params: Params, errorText: string, onPastEnd?: (last: number) => void) {
  const router = useRouter();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  // The params object is new on every render; its content is what decides a reload.
  const key = JSON.stringify(params);
  const latest = useRef(0);
  const pastEnd = useRef(onPastEnd);
  useEffect(() => {
    pastEnd.current = onPastEnd;
  });

  const load = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const asked = JSON.parse(key) as Params;
      const answer = await http.get<T>(url, { params: asked });
      if (request !== latest.current) return;
      const { total, pageSize } = answer as { total?: unknown; pageSize?: unknown };
      if (typeof total === "number" && typeof pageSize === "number" && total > 0 && typeof asked.page === "number" && pastEnd.current) {
        const last = Math.max(1, Math.ceil(total / pageSize));
        if (asked.page > last) {
          // Stays "loading" until the URL of the last page loads.
          pastEnd.current(last);
          return;
        }
      }
      setData(answer);
      setLoading(false);
    } catch (error) {
      if (request !== latest.current) return;
      handleError(error, errorText);
      setLoading(false);
    }
  }, [url, key, errorText]);

  useEffect(() => {
    if (router.isReady) void load();
  }, [router.isReady, load]);

  return { data, loading, load };
}
