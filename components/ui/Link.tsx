import NextLink from "next/link";
import type { ComponentProps } from "react";

type Props = ComponentProps<typeof NextLink>;

const ON_SERVER = typeof window === "undefined";
/** Characters a URL keeps as they are in a path, query and fragment: such an href needs no parsing. */
const URL_SAFE = /^[A-Za-z0-9\-._~!$&()*+,;=:@/?#%]*$/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/**
 * The `<a>` next/link renders on the server for a plain path ("/ihaleler/12?x=1#y"), without its
 * work per link (the router context, URL parsing, href resolving, its hooks): a list page has a few
 * dozen links and renders per request. The href is normalised as next/link's resolveHref does it (the
 * URL's encoding, no trailing slash); anything else (objects, `as`, relative or dynamic-route hrefs)
 * is left to next/link. The browser always renders next/link, so hydration and navigation are its own.
 */
export function serverAnchor(props: Omit<Props, "prefetch">) {
  const {
    href,
    as,
    children,
    passHref,
    replace,
    shallow,
    scroll,
    locale,
    onClick,
    onNavigate,
    onMouseEnter,
    onTouchStart,
    legacyBehavior,
    transitionTypes,
    ...rest
  } = props;
  void [passHref, replace, shallow, scroll, onClick, onNavigate, onMouseEnter, onTouchStart, transitionTypes];
  if (typeof href !== "string" || as !== undefined || locale !== undefined || legacyBehavior) return null;
  const path = href.split(/[?#]/, 1)[0];
  if (!path.startsWith("/") || /\/\/|\\|\[/.test(path)) return null;
  let resolved = href;
  if (!URL_SAFE.test(href) || DOT_SEGMENT.test(path)) {
    const url = new URL(href, "http://n");
    url.pathname = url.pathname.replace(/\/$/, "") || "/";
    resolved = url.href.slice(url.origin.length);
  } else if (path.length > 1 && path.endsWith("/")) resolved = path.slice(0, -1) + href.slice(path.length);
  return (
    <a {...rest} href={resolved}>
      {children}
    </a>
  );
}

/**
 * next/link without prefetching every link that scrolls into view. On a phone's first load that
 * prefetching ran right after hydration: for each visible link the router matched the rewrites and
 * loaded the target page's chunks (the card grid, header and footer link to a dozen pages), which
 * made the longest main-thread tasks after hydration (issue 15's TBT). Hovering or touching a link
 * still prefetches its page (next/link does that whatever `prefetch` says), so a click is as quick.
 * A link that is nearly always followed can still pass `prefetch`.
 */
export default function Link({ prefetch = false, ...props }: Props) {
  return (ON_SERVER && serverAnchor(props)) || <NextLink prefetch={prefetch} {...props} />;
}
