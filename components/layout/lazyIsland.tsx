import { lazy, memo, Suspense, use, type ComponentType } from "react";

/**
 * A below-the-fold part of a page whose code stays out of the page's first-load JavaScript
 * (bench:bundle) without changing its HTML: the server renders it in full (Next's pages renderer
 * waits for lazy parts), and in the browser React keeps that HTML, unhydrated, until the part's
 * chunk has arrived right after the page's, then hydrates it. Its controls stay as the server sent
 * them until then (a `Button` is disabled until hydrated), so no click is lost.
 *
 * memo: a parent re-rendering (a live price, the session arriving) with the same props must not
 * reach the boundary while it waits, or React would drop the server's HTML and render it anew.
 * So its props must be stable values (page props, ids, strings), not objects built per render, or
 * `same` says when two renders show the same.
 * After a client-side navigation there is no server HTML: the part appears when its chunk arrives.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** For props that are rebuilt with the same content (a detail re-read from the API): equal when it shows the same. */
  same?: (prev: Readonly<P>, next: Readonly<P>) => boolean,
) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  // The server loads the part with its page module (Next.js loads page modules at start), so even the
  // first render of a fresh process finds it ready: a lazy part suspends on its first render, and the
  // stream then sends the boundary as a placeholder completed by an inline script, which the CSP refuses
  // (decisions/0006), so the browser would drop the server's HTML. The browser never takes this branch
  // (the bundler drops it), so the part's code stays out of the first load.
  const ready = typeof window === "undefined" ? settled(load()) : null;
  function Island(props: P) {
    if (ready) {
      const Loaded = use(ready);
      return (
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      );
    }
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return memo(Island, same);
}

/** A promise React's `use()` reads at once when it has settled (React looks at `status`, as for its own). */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    (reason) => Object.assign(promise, { status: "rejected", reason }),
  );
  return promise;
}
