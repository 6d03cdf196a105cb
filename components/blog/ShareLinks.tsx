import { useSyncExternalStore } from "react";
import { CopyButton } from "@/components/ui/CopyButton";
import { Icon } from "@/components/ui/Icon";

const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || "").replace(/\/$/, "");

/**
 * Share links for a post. The page is static, so without a configured site address the absolute
 * URL is only known in the browser; it is filled in after mount.
 */
const subscribeNever = () => () => {};
const browserOrigin = () => window.location.origin;
const noOrigin = () => null;

export function ShareLinks({ path, title }: { path: string; title: string }) {
  // The server (and hydration) render has no origin; the browser's is read right after.
  const origin = useSyncExternalStore(subscribeNever, browserOrigin, noOrigin);
  const url = SITE_URL ? `${SITE_URL}${path}` : origin ? `${origin}${path}` : path;
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    { name: "WhatsApp", href: `https://wa.me/?text=${t}%20${u}`, icon: "whatsapp" as const },
    { name: "X", href: `https://x.com/intent/post?text=${t}&url=${u}`, label: "X" },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, label: "f" },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, label: "in" },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-neutral-800">Paylaş:</span>
      {links.map((link) => (
        <a
          key={link.name}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${link.name} ile paylaş`}
          className="grid h-10 w-10 place-items-center rounded-full border border-neutral-300 bg-white text-sm font-bold text-neutral-800 hover:border-brand-600 hover:text-brand-700"
        >
          {link.icon ? <Icon name={link.icon} className="h-5 w-5" /> : <span aria-hidden="true">{link.label}</span>}
        </a>
      ))}
      <CopyButton value={url} label="Yazının bağlantısı" />
    </div>
  );
}
