import { useRouter } from "next/router";
import { useState } from "react";
import { useSession } from "@/components/session/SessionProvider";
import { handleError } from "@/lib/errors";
import { watchlistText as t } from "@/lib/watchlist/labels";
import type { FollowKind } from "@/lib/watchlist/types";
import { setFollowing, useFollowing } from "./followStore";

type Props = {
  kind: FollowKind;
  id: number;
  /** Detail pages: the follower count as loaded, shown beside the button and moved by its answers. */
  followers?: number;
  /** "card": a small pill over a card's photo; "detail": a full button with the count. */
  variant?: "card" | "detail";
};

const HEART = "M12 20.5l-1.4-1.3C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6L12 20.5z";

/**
 * "Takip Et" / "Takip Ediliyor" (aria-pressed). A visitor goes to /giris and comes back to this page;
 * a signed-in user's state comes from one shared read per page (followStore), not one per button.
 */
export function FollowButton({ kind, id, followers, variant = "card" }: Props) {
  const router = useRouter();
  const { user, loading } = useSession();
  const known = useFollowing(user?.uid ?? null, kind, id);
  const [count, setCount] = useState(followers);
  // Another item's page (client navigation) brings its own count: adjusted while rendering.
  const [shownFollowers, setShownFollowers] = useState(followers);
  if (shownFollowers !== followers) {
    setShownFollowers(followers);
    setCount(followers);
  }
  const [busy, setBusy] = useState(false);
  const pressed = known === true;

  const toggle = async () => {
    if (loading || busy) return;
    if (!user) {
      void router.push(`/giris?returnUrl=${encodeURIComponent(router.asPath)}`);
      return;
    }
    setBusy(true);
    try {
      const state = await setFollowing(user.uid, kind, id, !pressed);
      setCount(state.followers);
    } catch (error) {
      handleError(error, t.failed);
    } finally {
      setBusy(false);
    }
  };

  const label = pressed ? t.following : t.follow;
  const icon = (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill={pressed ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      <path d={HEART} />
    </svg>
  );

  if (variant === "detail") {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-pressed={pressed}
          aria-busy={busy || undefined}
          onClick={toggle}
          className={`inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-inset transition ${pressed ? "bg-brand-700 text-white ring-brand-700 hover:bg-brand-800" : "bg-white text-neutral-900 ring-neutral-300 hover:bg-neutral-50"}`}
        >
          {icon}
          {label}
        </button>
        {count !== undefined && (
          <span className="text-sm text-neutral-600" data-testid="follower-count">
            {t.followers(count)}
          </span>
        )}
      </div>
    );
  }

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      onClick={toggle}
      className={`relative z-10 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold shadow-sm transition ${pressed ? "bg-brand-700 text-white hover:bg-brand-800" : "bg-white/95 text-neutral-900 hover:bg-white"}`}
    >
      {icon}
      {label}
    </button>
  );
}
