/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest `timeout` ms after
 * load), so work that nothing on screen waits for stays out of the first load's long tasks.
 * Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") idleHandle = window.requestIdleCallback(run, { timeout });
    else timer = setTimeout(run, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

let appHydrated = false;
/** Set by _app once the first render has been committed: everything mounted later is a client render. */
export function markAppHydrated() {
  appHydrated = true;
}
export function isAppHydrated() {
  return appHydrated;
}
