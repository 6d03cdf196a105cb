import { useEffect, useSyncExternalStore } from "react";
import { http } from "@/lib/http";
import type { FollowKind, FollowState, FollowedIds } from "@/lib/watchlist/types";

/**
 * The signed-in user's followed ids, shared by every follow button of the page: read once per user
 * (GET /api/me/watchlist/ids) when the first button mounts with a session, then kept in step by the
 * buttons' own answers. Plain module state, not SWR: the cards are on public pages (bundle budget).
 */
type Known = { uid: string; auction: Set<number>; listing: Set<number> };

let known: Known | null = null;
let loadingFor: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  known = known && { ...known };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function load(uid: string) {
  if (known?.uid === uid || loadingFor === uid) return;
  loadingFor = uid;
  http
    .get<FollowedIds>("/api/me/watchlist/ids")
    .then((ids) => {
      if (loadingFor !== uid) return;
      known = { uid, auction: new Set(ids.auctions), listing: new Set(ids.listings) };
      emit();
    })
    // Without the ids the buttons offer "Takip Et" rather than staying unknown for good: its click
    // sends a PUT, which leaves a followed item followed, so it still does what it says.
    .catch(() => {
      if (loadingFor !== uid) return;
      known = { uid, auction: new Set(), listing: new Set() };
      emit();
    })
    .finally(() => {
      if (loadingFor === uid) loadingFor = null;
    });
}

/** Whether the signed-in user follows the item: null while unknown (no session yet, or loading). */
export function useFollowing(uid: string | null, kind: FollowKind, id: number): boolean | null {
  useEffect(() => {
    if (uid) load(uid);
  }, [uid]);
  return useSyncExternalStore(
    subscribe,
    () => (uid && known?.uid === uid ? known[kind].has(id) : null),
    () => null,
  );
}

/** Records a PUT/DELETE answer for every button showing that item. */
export function rememberFollow(uid: string, state: FollowState) {
  if (!known || known.uid !== uid) known = { uid, auction: new Set(), listing: new Set() };
  const set = known[state.kind];
  if (state.following) set.add(state.id);
  else set.delete(state.id);
  emit();
}

export function setFollowing(uid: string, kind: FollowKind, id: number, following: boolean): Promise<FollowState> {
  const path = `/api/me/watchlist/${kind}/${id}`;
  return (following ? http.put<FollowState>(path) : http.delete<FollowState>(path)).then((state) => {
    rememberFollow(uid, state);
    return state;
  });
}
