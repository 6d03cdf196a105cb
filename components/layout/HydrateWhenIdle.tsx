import { flushSync } from "react-dom";
import { startTransition, useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { isAppHydrated, whenIdle } from "@/lib/browser/whenIdle";

/** React does not look inside an element rendered with dangerouslySetInnerHTML: hydrating it leaves the server's HTML as it is. */
const KEEP_SERVER_HTML = { __html: "" };
const INTERACTIVE = "a[href], button, input, select, textarea, summary, [tabindex]";

/**
 * Content whose hydration can wait (issue 15): the server renders it as usual; in the browser the
 * page's hydration keeps its server HTML untouched (no work for React), and once the page is idle
 * the content is rendered in a transition, which React splits into short slices, so it never
 * blocks a tap. On a phone this moved the card grids and the footer out of the hydration task that
 * Lighthouse counted as blocking time.
 *
 * Until then a click inside is not lost: the content is rendered at once and the click is replayed
 * on the same control (a link then navigates in the app, a button runs its handler). A modified click
 * (new tab) on a link is left to the browser, which already does the right thing with the HTML.
 * Content mounted after the first load (a client-side navigation) and new data (`data`, by default the
 * children themselves) render at once.
 * Only for content without form fields a user could type into before it is live.
 */
export function HydrateWhenIdle({
  children,
  className,
  data = children,
}: {
  children: ReactNode;
  className?: string;
  data?: unknown;
}) {
  // What the server rendered: while the children show the same data, its HTML is still right (a
  // parent re-rendering for something else, e.g. the session arriving, does not force the render).
  const [hydrationData] = useState(data);
  const [live, setLive] = useState(() => typeof window === "undefined" || isAppHydrated());
  useEffect(() => {
    if (live) return;
    return whenIdle(() => startTransition(() => setLive(true)));
  }, [live]);

  if (live || data !== hydrationData) return <div className={className}>{children}</div>;

  const replayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const island = event.currentTarget;
    const target = (event.target as Element).closest(INTERACTIVE);
    const index =
      target && island.contains(target) ? Array.from(island.querySelectorAll(INTERACTIVE)).indexOf(target) : -1;
    event.preventDefault();
    event.stopPropagation();
    flushSync(() => setLive(true));
    if (index >= 0) (island.querySelectorAll(INTERACTIVE)[index] as HTMLElement | undefined)?.click();
  };
  return (
    <div
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      onClickCapture={replayClick}
    />
  );
}
