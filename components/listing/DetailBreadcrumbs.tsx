import Link from "@/components/ui/Link";
import { Icon } from "@/components/ui/Icon";

/** The white bar above a vehicle page: "Ana Sayfa › İhaleler › 2021 Yamaha MT-07". */
export function DetailBreadcrumbs({ section, title }: { section: { label: string; href: string }; title: string }) {
  return (
    <div className="border-b border-neutral-200 bg-white">
      <nav
        aria-label="Sayfa yolu"
        className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 text-sm text-neutral-500"
      >
        <Link href="/" className="whitespace-nowrap hover:text-neutral-900">
          Ana Sayfa
        </Link>
        <Icon name="chevronRight" className="h-4 w-4" />
        <Link href={section.href} className="whitespace-nowrap hover:text-neutral-900">
          {section.label}
        </Link>
        <Icon name="chevronRight" className="h-4 w-4" />
        <span className="truncate text-neutral-900" aria-current="page">
          {title}
        </span>
      </nav>
    </div>
  );
}
