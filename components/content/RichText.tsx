import Link from "@/components/ui/Link";
import type { Inline } from "@/lib/content/types";

const linkClass =
  "font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700";

function isInternal(href: string) {
  return href.startsWith("/") && !href.startsWith("//");
}

/** A paragraph's text with its emphasis and links. */
export function RichText({ text }: { text: Inline }) {
  if (typeof text === "string") return <>{text}</>;
  return (
    <>
      {text.map((part, i) => {
        if (typeof part === "string") return <span key={i}>{part}</span>;
        const inner = part.strong ? <strong className="font-semibold text-neutral-900">{part.text}</strong> : part.text;
        if (!part.href) return <span key={i}>{inner}</span>;
        if (isInternal(part.href)) {
          return (
            <Link key={i} href={part.href} className={linkClass}>
              {inner}
            </Link>
          );
        }
        const external = part.href.startsWith("http");
        return (
          <a
            key={i}
            href={part.href}
            className={linkClass}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {inner}
            {external && <span className="sr-only"> (yeni sekmede açılır)</span>}
          </a>
        );
      })}
    </>
  );
}
