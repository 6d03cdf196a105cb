import type { SVGProps } from "react";
import { LineSvg } from "@/components/ui/LineSvg";

const PATHS = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  chevronDown: "M6 9l6 6 6-6",
  chevronRight: "M9 6l6 6-6 6",
  arrowUp: "M12 19V5M5 12l7-7 7 7",
  user: "M20 21a8 8 0 10-16 0M12 11a4 4 0 100-8 4 4 0 000 8z",
  wallet: "M3 7a2 2 0 012-2h13v4M3 7v10a2 2 0 002 2h15V9H5a2 2 0 01-2-2zm13 7h.01",
  logout: "M15 17l5-5-5-5M20 12H9M12 19H5a1 1 0 01-1-1V6a1 1 0 011-1h7",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2",
  mapPin: "M12 21s-7-6.2-7-11a7 7 0 1114 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  check: "M5 12l5 5L20 7",
  alert: "M12 9v4m0 4h.01M10.3 3.9L1.8 18a2 2 0 001.7 3h17a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z",
  dashboard: "M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z",
  bike: "M5.5 17.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7zm13 0a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM5.5 14l4-6h5l4 6M9 8l3 6h3M14 5h3",
  gavel: "M14 4l6 6M11 7l6 6M4 20l7-7M9.5 5.5l9 9M3 21h8",
  pen: "M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4",
  truck: "M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z",
  cart: "M3 4h2l2.4 10.2a2 2 0 002 1.8h7.7a2 2 0 001.9-1.4L21 8H6M10 20h.01M17 20h.01",
  tag: "M3 12V4h8l10 10-8 8L3 12zm5-4h.01",
  users:
    "M16 19a4 4 0 00-8 0M12 12a3 3 0 100-6 3 3 0 000 6zM21 19a3 3 0 00-4-2.8M17 6.2A3 3 0 0118 12M3 19a3 3 0 014-2.8M7 6.2A3 3 0 006 12",
  lock: "M6 11h12v10H6zM8 11V7a4 4 0 018 0v4",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4",
  clock: "M12 7v5l3 2M12 21a9 9 0 100-18 9 9 0 000 18z",
  copy: "M8 8h11v11H8zM5 16V5h11",
  expand: "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5",
  bank: "M3 10h18M5 10v8M9 10v8M15 10v8M19 10v8M3 21h18M12 3l9 5H3l9-5z",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z",
  eyeOff:
    "M3 3l18 18M10.6 6.1A9.8 9.8 0 0112 6c6.4 0 10 6 10 6a17 17 0 01-3.2 3.9M6.6 6.6C3.9 8.3 2 12 2 12s3.6 6 10 6a9.6 9.6 0 004.3-1M9.9 9.9a3 3 0 004.2 4.2",
} as const;

export type IconName = keyof typeof PATHS | "instagram" | "whatsapp";

/** Line icons drawn inline (no icon font or CDN). Decorative unless a `title` is given. */
export function Icon({
  name,
  title,
  className = "h-5 w-5",
  ...rest
}: { name: IconName; title?: string } & SVGProps<SVGSVGElement>) {
  const a11y = title ? { role: "img", "aria-label": title } : { "aria-hidden": true };
  if (name === "whatsapp") {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" className={className} {...a11y} {...rest}>
        <path d="M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm0 18.2a8.2 8.2 0 01-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1112 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 01-3.3-2.9c-.3-.4.3-.4.8-1.3a.5.5 0 000-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 00-.7.3 3 3 0 00-.9 2.2 5.2 5.2 0 001.1 2.7 11.8 11.8 0 004.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 001.7-1.2 2.2 2.2 0 00.2-1.2c-.1-.1-.2-.2-.5-.3z" />
      </svg>
    );
  }
  if (name === "instagram") {
    return (
      <LineSvg className={className} {...a11y} {...rest}>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </LineSvg>
    );
  }
  return (
    <LineSvg className={className} {...a11y} {...rest}>
      <path d={PATHS[name]} />
    </LineSvg>
  );
}
