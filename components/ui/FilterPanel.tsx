import { useState, type ReactNode } from "react";
import { useHydrated } from "@/lib/browser/useHydrated";
import { Icon } from "@/components/ui/Icon";

/**
 * The catalogue filter box: always open on large screens, a toggle on phones that starts open
 * when the URL already carries filters (so the visitor sees what narrowed the list).
 */
export function FilterPanel({
  id,
  initiallyOpen,
  children,
}: {
  id: string;
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  // The phone's toggle is a React handler: disabled in the server's HTML until hydrated.
  const live = useHydrated();
  return (
    <aside>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 lg:p-5">
        <button
          type="button"
          disabled={!live}
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls={id}
          className="flex w-full items-center justify-between font-bold lg:pointer-events-none"
        >
          <span className="inline-flex items-center gap-2">
            <Icon name="tag" className="h-5 w-5 text-brand-600" />
            Filtreler
          </span>
          <Icon name="chevronDown" className={`h-5 w-5 transition lg:hidden ${open ? "rotate-180" : ""}`} />
        </button>
        <div id={id} className={`mt-4 ${open ? "block" : "hidden"} lg:block`}>
          {children}
        </div>
      </div>
    </aside>
  );
}
