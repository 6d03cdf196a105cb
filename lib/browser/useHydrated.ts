import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from the render right after (and at
 * once in anything mounted later). A control whose handler is plain React uses it to stay disabled
 * until the handler is attached: a click on the server's HTML before that would be lost, and a
 * submit would be the browser's own GET, with the form's fields (a password) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
