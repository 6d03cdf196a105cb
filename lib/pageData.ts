import type { ParsedUrlQuery } from "querystring";
import { parseRecordId } from "@/lib/recordId";
import { API_ERRORS } from "@/lib/api/labels";

/**
 * Server-side props of a page, with "this record does not exist" answered the same way everywhere:
 * the loader returns null, throws an AppError "not_found" (anything with status 404), or reads a bad
 * id through `pageRecordId`, and the page answers Next's 404 (`{ notFound: true }`). Other errors
 * still surface (a 500, or ISR keeps serving the last good page).
 *
 * Used for getServerSideProps and getStaticProps alike; `revalidate` goes on every answer of a
 * static page, 404s included, so a record published later replaces the 404.
 */
export function withPageData<P extends object, C extends { params?: ParsedUrlQuery } = { params?: ParsedUrlQuery }>(
  load: (context: C) => Promise<P | PageRedirect | null>,
  options: { revalidate?: number | ((props: P) => number) } = {},
): (context: C) => Promise<PageResult<P>> {
  return async (context) => {
    const again = (props?: P) => {
      const { revalidate } = options;
      if (revalidate === undefined) return {};
      return {
        revalidate:
          typeof revalidate === "function" && props
            ? revalidate(props)
            : typeof revalidate === "number"
              ? revalidate
              : 1,
      };
    };
    let loaded: P | PageRedirect | null;
    try {
      loaded = await load(context);
    } catch (error) {
      if (isNotFound(error)) return { notFound: true, ...again() };
      throw error;
    }
    if (loaded === null) return { notFound: true, ...again() };
    if (loaded instanceof PageRedirect)
      return { redirect: { destination: loaded.destination, permanent: loaded.permanent }, ...again() };
    return { props: loaded, ...again(loaded) };
  };
}

type PageResult<P> = ({ props: P } | { notFound: true } | { redirect: { destination: string; permanent: boolean } }) & {
  revalidate?: number;
};

/** What a page loader returns to send the visitor elsewhere instead of rendering. */
export class PageRedirect {
  constructor(
    readonly destination: string,
    readonly permanent = false,
  ) {}
}

/** Thrown by `pageRecordId`; `withPageData` answers it with a 404. */
export class PageNotFound extends Error {
  readonly status = 404;
  readonly code = "not_found";
  constructor() {
    super(API_ERRORS.pageNotFound);
    this.name = "PageNotFound";
  }
}

/** The record number of a path segment (lib/recordId.ts rule); anything else is a 404 of the page. */
export function pageRecordId(value: unknown): number {
  const id = parseRecordId(value);
  if (id === null) throw new PageNotFound();
  return id;
}

// Duck-typed rather than `instanceof AppError`: the server's error class must not be pulled into the
// module graph of every page that imports this.
function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === "not_found" || status === 404;
}
