import { useRouter } from "next/router";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";

/**
 * A management list's search box. The text lives in the URL (`q`, as on /management/araclar) so a
 * reload or a shared link keeps it; a new search starts again from the first page. `onSearch`
 * navigates on top of the latest state asked for (useManagementNav), not router.query.
 */
export function ListSearch({
  label,
  placeholder,
  onSearch,
  wide = false,
}: {
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
  /** Fills the row beside a few inline tabs (FilterTabs layout "inline"), a little taller. */
  wide?: boolean;
}) {
  const router = useRouter();
  const current = typeof router.query.q === "string" ? router.query.q : "";
  const [text, setText] = useState(current);
  // A new `q` in the URL (back button, a link) replaces the typed text; adjusted while rendering.
  const [shownQuery, setShownQuery] = useState(current);
  if (shownQuery !== current) {
    setShownQuery(current);
    setText(current);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form onSubmit={submit} role="search" aria-label={label} className={wide ? "flex flex-1 gap-2" : "flex gap-2"}>
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={100}
        className={`${wide ? "flex-1 bg-white px-3.5 py-2.5 shadow-sm" : "w-full max-w-sm px-3 py-2"} min-w-0 rounded-lg border border-neutral-300 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40`}
      />
      <Button type="submit" variant="secondary">
        Ara
      </Button>
    </form>
  );
}

/** The search text of the current URL, for the list request; undefined when there is none. */
export function useListSearch(): string | undefined {
  const router = useRouter();
  const q = typeof router.query.q === "string" ? router.query.q.trim() : "";
  return q || undefined;
}
