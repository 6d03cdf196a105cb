import type { Renderable, ToastOptions } from "react-hot-toast";

type HotToast = typeof import("react-hot-toast").default;

let library: Promise<HotToast> | undefined;
const load = () => (library ??= import("react-hot-toast").then((m) => m.default));

function show(kind: "success" | "error") {
  return (message: Renderable, options?: ToastOptions): void => {
    void load().then((hot) => hot[kind](message, options));
  };
}

/**
 * PRODUCT §13 toasts. react-hot-toast (with its CSS-in-JS, ≈4.6 KB gzip) is not part of any page's
 * first-load JavaScript (bench:bundle): it loads with the first toast, and its `<Toaster>` right after
 * the app hydrates (pages/_app.tsx), which then shows what was asked for before it mounted. Ids
 * (`{ id }`) keep a repeated message to one toast, as before.
 */
export const toast = { success: show("success"), error: show("error") };
