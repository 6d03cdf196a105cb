import { useRouter } from "next/router";
import { useState } from "react";
import { useSession } from "@/components/session/SessionProvider";
import { handleError } from "@/lib/errors";
import { WATCHLIST_LABELS as t } from "@/lib/watchlist/labels";
import type { FollowKind } from "@/lib/watchlist/types";
import { setFollowing } from "@/components/watchlist/followStore";
import { useFollowing } from "@/lib/watchlist/client";
import { FollowView } from "@/components/watchlist/FollowView";

export type FollowToggleProps = {
  kind: FollowKind;
  id: number;
  followers?: number;
  variant?: "card" | "detail";
};

/**
 * The follow button's behaviour: a visitor goes to /giris and comes back to this page; a signed-in
 * user's state comes from one shared read (useFollowing), not one per button.
 */
export function FollowToggle({ kind, id, followers, variant }: FollowToggleProps) {
  const router = useRouter();
  const { user, loading } = useSession();
  const following = useFollowing(user?.uid ?? null, kind, id);
  // Unknown (null) until the session is known and, for a user, their followed ids: the button then
  // offers exactly what a click does.
  const pressed = loading ? null : user ? following : false;
  const [count, setCount] = useState(followers);
  // Another item's page (client navigation) brings its own count: adjusted while rendering.
  const [shownFollowers, setShownFollowers] = useState(followers);
  if (shownFollowers !== followers) {
    setShownFollowers(followers);
    setCount(followers);
  }
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (pressed === null || busy) return;
    if (!user) {
      void router.push(`/giris?returnUrl=${encodeURIComponent(router.asPath)}`);
      return;
    }
    setBusy(true);
    try {
      setCount((await setFollowing(user.uid, kind, id, !pressed)).followers);
    } catch (error) {
      handleError(error, t.failed);
    } finally {
      setBusy(false);
    }
  };

  return <FollowView pressed={pressed} busy={busy} onClick={toggle} variant={variant} followers={count} />;
}
