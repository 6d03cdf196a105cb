import { useRouter } from "next/router";
import { useEffect, useId, useRef, useState } from "react";

/**
 * Open/closed state of a menu that following a link closes: adjusted while rendering when the path
 * changed, not in an effect.
 */
export function useOpenUntilNavigation() {
  const { asPath } = useRouter();
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState(asPath);
  if (path !== asPath) {
    setPath(asPath);
    setOpen(false);
  }
  return [open, setOpen] as const;
}

/**
 * A header dropdown (account menu, notification bell): besides a followed link, a press outside its
 * wrapper or Escape closes it. `panelId` ties the toggle button to its panel (aria-controls).
 */
export function useDropdown() {
  const [open, setOpen] = useOpenUntilNavigation();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, setOpen]);

  return { open, setOpen, toggle: () => setOpen((v) => !v), panelId, wrapper };
}
