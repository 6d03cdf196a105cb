import { useRouter } from "next/router";
import { useCallback, useEffect, useRef } from "react";
import useSWR, { type SWRConfiguration } from "swr";
import { errorMessage, handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import { lastPage, type Paged } from "@/lib/paging";

/**
 * The signed-in screens' data layer: SWR keyed by the request URL, fetching through `http` (token,
 * 401/wrong_session handling). Keying by URL is what keeps a slow answer for filters left behind off
 * the screen: it lands in its own URL's cache entry, never in the one on screen, and of two requests
 * for the same URL only the newest is kept. Only signed-in pages import this, so SWR stays out of the
 * public pages' JavaScript.
 */

export type Query = Record<string, string | number | undefined>;

/** `url?a=1&b=x` with the empty parameters left out, in the order given (one URL per filter state). */
export function withQuery(url: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

const fetchJson = <T>(url: string) => http.get<T>(url);

// Screens load once and reload after their own actions: no refetch on focus or reconnect, no
// automatic retries (a failure is shown once; the next action or filter change asks again).
export const QUIET: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

/**
 * Every signed-in read: `key` (a URL, or null to wait) fetched through `http` with the shared quiet
 * options; `options` adds per-screen ones (`onError`, `keepPreviousData`). Callers `mutate()` after
 * their own writes so the screen shows the server's state.
 */
export function useRead<T>(key: string | null, options?: SWRConfiguration<T>) {
  return useSWR<T>(key, fetchJson<T>, { ...QUIET, ...options });
}

/** Thrown instead of showing a page past the end of a list; the URL moves to the last page. */
class PastEnd extends Error {}

/**
 * One page of a management list, loaded once the router knows the URL's filters and again whenever
 * they change; `load` fetches it anew after an action. A failure shows `errorText` and keeps the
 * previous page on screen. A page past the end (`query.page` beyond the last page of a non-empty
 * list) is not shown: `onPastEnd` gets the last page to go to instead, so no impossible
 * "Sayfa 999 / 3" appears.
 */
export function useManagedPage<T, P extends Paged<T> = Paged<T>>(
  url: string,
  query: Query,
  errorText: string,
  onPastEnd?: (last: number) => void,
) {
  const router = useRouter();
  const pastEnd = useRef(onPastEnd);
  useEffect(() => {
    pastEnd.current = onPastEnd;
  });
  const key = router.isReady ? withQuery(url, query) : null;
  const { data, error, isValidating, mutate } = useSWR<P>(
    key,
    async (address: string) => {
      const answer = await fetchJson<P>(address);
      const asked = query.page;
      if (answer.total > 0 && typeof asked === "number" && pastEnd.current) {
        const last = lastPage(answer.total, answer.pageSize);
        if (asked > last) {
          pastEnd.current(last);
          throw new PastEnd();
        }
      }
      return answer;
    },
    {
      ...QUIET,
      keepPreviousData: true,
      onError: (e) => {
        if (!(e instanceof PastEnd)) handleError(e, errorText);
      },
    },
  );
  // Stays "loading" past the end until the URL of the last page loads.
  const loading = key === null || isValidating || error instanceof PastEnd || (!data && !error);
  const load = useCallback(async () => void (await mutate()), [mutate]);
  return { data: data ?? null, loading, load };
}

/**
 * One of the signed-in user's lists (`/api/me/…`, answering `{ items }`). `mutate` changes the list
 * on screen (an answered request) and fetches it again; `error` is the Turkish message to show.
 */
export function useMyItems<T>(url: string, loadError?: string) {
  const { data, error, mutate } = useRead<{ items: T[] }>(url);
  const reload = useCallback(async () => void (await mutate()), [mutate]);
  return { items: data?.items ?? null, error: error ? errorMessage(error, loadError) : null, mutate, reload };
}

/**
 * A management list's hook (`useManagedPage` of one URL with its load-error text), so each domain's
 * client names only what differs: the row type, the query and the URL.
 */
export function managedList<T, Q extends Query, P extends Paged<T> = Paged<T>>(url: string, errorText: string) {
  return function useManagedList(query: Q, onPastEnd?: (last: number) => void) {
    return useManagedPage<T, P>(url, query, errorText, onPastEnd);
  };
}
