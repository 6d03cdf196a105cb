import { useRouter } from "next/router";
import { useCallback, useEffect, useRef, type MouseEvent } from "react";

type RawQuery = Record<string, string | string[] | undefined>;

function queryOf(url: string): { pathname: string; query: RawQuery } {
  const parsed = new URL(url, "http://localhost");
  const query: RawQuery = {};
  parsed.searchParams.forEach((value, key) => {
    query[key] = value;
  });
  return { pathname: parsed.pathname, query };
}

/** A plain left click, which the router may take over; a modified click opens a tab as usual. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}

/**
 * Navigation of a list page whose state lives in the URL (tab, filters, sort, page). Each change is
 * built from the latest state asked for, not from the props on screen: a tab clicked and a sort
 * chosen before the first navigation finished both end up in the URL (the second used to be built
 * from the old props and dropped the first). Navigations the page did not start (back/forward, a
 * plain link) are followed through the router's events.
 */
export function useListNavigation<P extends object>({
  params,
  listPath,
  parse,
  href,
}: {
  params: P;
  listPath: string;
  parse: (query: RawQuery) => P;
  href: (params: Partial<P>) => string;
}) {
  const router = useRouter();
  // `known` is false while a statically optimised page (the management lists) has not read its URL's
  // query yet (router.isReady): that first URL and its params are placeholders, taken over once ready.
  const latest = useRef<{ url: string; params: P; known: boolean }>({
    url: router.asPath,
    params,
    known: router.isReady,
  });

  // Props of the latest URL asked for are its normalised state; props of an older one are stale.
  useEffect(() => {
    if (router.asPath === latest.current.url || !latest.current.known)
      latest.current = { url: router.asPath, params, known: router.isReady };
  }, [params, router.asPath, router.isReady]);

  useEffect(() => {
    const onStart = (url: string) => {
      const { pathname, query } = queryOf(url);
      if (pathname === listPath && url !== latest.current.url)
        latest.current = { url, params: parse(query), known: true };
    };
    router.events.on("routeChangeStart", onStart);
    return () => router.events.off("routeChangeStart", onStart);
  }, [router.events, listPath, parse]);

  /**
   * Navigates to the latest state with `change` merged in, or to the state a function builds from it;
   * `replace` corrects the URL in place (a page past the end) instead of adding a history entry.
   */
  const go = useCallback(
    (change: Partial<P> | ((current: P) => P), { replace = false }: { replace?: boolean } = {}) => {
      const current = latest.current.params;
      const next = typeof change === "function" ? change(current) : ({ ...current, ...change } as P);
      const url = href(next);
      latest.current = { url, params: next, known: true };
      void (replace ? router.replace(url) : router.push(url));
    },
    [router, href],
  );

  /** An onClick for a link to `change`: the href stays for new tabs and crawlers, a plain click goes through `go`. */
  const linkClick = useCallback(
    (change: Partial<P>) => (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      go(change);
    },
    [go],
  );

  return { go, linkClick };
}
