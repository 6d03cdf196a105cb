import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link without prefetching every link that scrolls into view. On a phone's first load that
 * prefetching ran right after hydration: for each visible link the router matched the rewrites and
 * loaded the target page's chunks (the card grid, header and footer link to a dozen pages), which
 * made the longest main-thread tasks after hydration (issue 15's TBT). Hovering or touching a link
 * still prefetches its page (next/link does that whatever `prefetch` says), so a click is as quick.
 * A link that is nearly always followed can still pass `prefetch`.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
