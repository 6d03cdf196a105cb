import { useRouter } from "next/router";
import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/Button";

type Props = {
  /** The list's path: the form's GET target before JavaScript loads. */
  action: string;
  label: string;
  /** Kept as they are when filtering (the list's tab, its sort). */
  keep: Record<string, string>;
  /** The list URL for the given filter values. */
  href: (values: Record<string, string>) => string;
  /**
   * Navigates to the filter values (without `keep`) itself, keeping the tab and sort of the latest
   * URL asked for rather than of the page on screen (useListNavigation).
   */
  onNavigate?: (values: Record<string, string>) => void;
  children: ReactNode;
};

/**
 * A list's filters as a plain GET form: it works before JavaScript loads, and with it the router
 * navigates without a full reload. Every filter lives in the URL; empty fields are left out.
 */
export function FilterForm({ action, label, keep, href, onNavigate, children }: Props) {
  const router = useRouter();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    data.forEach((value, key) => {
      if (typeof value === "string" && value.trim() !== "" && !(onNavigate && key in keep)) next[key] = value.trim();
    });
    if (onNavigate) onNavigate(next);
    else void router.push(href({ ...next, ...keep }));
  };
  const clearHref = href(keep);
  // Remounted per URL so defaultValues follow back/forward navigation.
  return (
    <form key={router.asPath} action={action} method="get" onSubmit={onSubmit} className="space-y-4" aria-label={label}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="flex gap-2 pt-1">
        <Button type="submit" className="flex-1" worksWithoutScript>
          Filtrele
        </Button>
        <a
          href={clearHref}
          className="inline-flex items-center rounded-lg px-3 text-sm font-semibold text-neutral-600 hover:bg-neutral-100"
          onClick={(e) => {
            e.preventDefault();
            if (onNavigate) onNavigate({});
            else void router.push(clearHref);
          }}
        >
          Temizle
        </a>
      </div>
    </form>
  );
}
