import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { useState } from "react";
import { useSession } from "@/components/session/SessionProvider";
import { SAVE_SEARCH_BUTTON_LABELS } from "@/lib/savedSearches/list/labels";
import type { SavedSearchKind } from "@/lib/savedSearches/rules";

// The naming dialog (and the http call) loads on the first click, not with the list page.
const SaveSearchDialog = dynamic(
  () => import("@/components/savedSearches/SaveSearchDialog").then((m) => m.SaveSearchDialog),
  { ssr: false },
);

/** "Bu aramayı kaydet" above a list's results: visitors go to /giris and come back to this search. */
export function SaveSearchButton({ kind }: { kind: SavedSearchKind }) {
  const router = useRouter();
  const { user, loading } = useSession();
  const [open, setOpen] = useState(false);

  const click = () => {
    if (!user) void router.push(`/giris?returnUrl=${encodeURIComponent(router.asPath)}`);
    else setOpen(true);
  };

  return (
    <div className="mb-3 flex justify-end">
      {/* Disabled until the session is known (in the server's HTML too): what a click does depends on it,
          and before hydration nothing would handle it. */}
      <button
        type="button"
        onClick={click}
        disabled={loading}
        aria-busy={loading || undefined}
        className="inline-flex items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-50 disabled:cursor-wait disabled:opacity-60"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 3h12v18l-6-4-6 4z" />
        </svg>
        {SAVE_SEARCH_BUTTON_LABELS.save}
      </button>
      {open && <SaveSearchDialog kind={kind} path={router.asPath} onClose={() => setOpen(false)} />}
    </div>
  );
}
