import Link from "@/components/ui/Link";
import { JsonLd } from "@/components/seo/JsonLd";
import type { Crumb } from "@/lib/content/types";

/** "Ana Sayfa / … / current page", with BreadcrumbList structured data for search engines. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail: Crumb[] = [{ label: "Ana Sayfa", href: "/" }, ...items];
  const structured = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      ...(c.href ? { item: c.href } : {}),
    })),
  };
  return (
    <>
      <JsonLd id="breadcrumbs" data={structured} />
      <nav aria-label="Sayfa yolu" className="text-sm text-neutral-600">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {trail.map((crumb, i) => {
            const last = i === trail.length - 1;
            return (
              <li key={i} className="flex items-center gap-2">
                {i > 0 && (
                  <span aria-hidden="true" className="text-neutral-400">
                    /
                  </span>
                )}
                {crumb.href && !last ? (
                  <Link href={crumb.href} className="hover:text-neutral-900 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span
                    aria-current={last ? "page" : undefined}
                    className={last ? "font-medium text-neutral-900" : undefined}
                  >
                    {crumb.label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
