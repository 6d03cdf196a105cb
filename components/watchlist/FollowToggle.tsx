import { useRouter } from "next/router";
import { useEffect, useState } from "react";
import { useSession } from "@/components/session/SessionProvider";
import { handleError } from "@/lib/errors";
import { watchlistText as t } from "@/lib/watchlist/labels";
import type { FollowKind } from "@/lib/watchlist/types";
import { setFollowing, useFollowing } from "./followStore";
import { FollowView } from "./FollowView";

export type FollowToggleProps = {
  kind: FollowKind;
  id: number;
  followers?: number;
  variant?: "card" | "detail";
  /** The button was clicked before this code loaded (FollowButton): act on it once the session is known. */
  clickedEarly?: boolean;
};

/**
 * The follow button's behaviour: a visitor goes to /giris and comes back to this page; a signed-in
 * user's state comes from one shared read per page (followStore), not one per button.
 */
export function FollowToggle({ kind, id, followers, variant, clickedEarly = false }: FollowToggleProps) {
  const router = useRouter();
  const { user, loading } = useSession();
  const pressed = useFollowing(user?.uid ?? null, kind, id) === true;
  const [count, setCount] = useState(followers);
  // Another item's page (client navigation) brings its own count: adjusted while rendering.
  const [shownFollowers, setShownFollowers] = useState(followers);
  if (shownFollowers !== followers) {
    setShownFollowers(followers);
    setCount(followers);
  }
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (loading || busy) return;
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

  const [earlyDone, setEarlyDone] = useState(false);
  useEffect(() => {
    if (!clickedEarly || earlyDone || loading) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a click made before hydration finished is replayed once, after the session is known
    setEarlyDone(true);
    void toggle();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toggle reads the current state; the click is replayed once
  }, [clickedEarly, earlyDone, loading]);

  return <FollowView pressed={pressed} busy={busy} onClick={toggle} variant={variant} followers={count} />;
}
