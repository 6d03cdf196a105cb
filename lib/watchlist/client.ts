import useSWR, { mutate } from "swr";
import { QUIET, useRead } from "@/lib/clientData";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";
import type { FollowedIds, FollowKind, FollowState, Watchlist } from "@/lib/watchlist/types";
import { WATCHLIST_LOAD_ERRORS } from "@/lib/watchlist/labels";

/** Profil › Takip Ettiklerim: the followed auctions and listings. */
export function useWatchlist() {
  const { data, error, mutate: reload } = useRead<Watchlist>("/api/me/watchlist");
  return {
    watchlist: data ?? null,
    error: error ? errorMessage(error, WATCHLIST_LOAD_ERRORS.mine) : null,
    reload: () => reload(),
  };
}

// One cache entry per user, so another account signed in in the same tab never sees these follows.
const idsKey = (uid: string) => ["/api/me/watchlist/ids", uid] as const;
const FIELD = { auction: "auctions", listing: "listings" } as const satisfies Record<FollowKind, keyof FollowedIds>;

/**
 * Whether the signed-in user follows the item: null while unknown (no session yet, or loading). Every
 * follow button of a page shares one read per user (GET /api/me/watchlist/ids), made when the first
 * one mounts and kept in step by the buttons' own answers (rememberFollow), not read again per page.
 */
export function useFollowing(uid: string | null, kind: FollowKind, id: number): boolean | null {
  const { data, error } = useSWR(uid ? idsKey(uid) : null, ([url]) => http.get<FollowedIds>(url), {
    ...QUIET,
    revalidateIfStale: false,
  });
  if (!uid) return null;
  if (data) return data[FIELD[kind]].includes(id);
  // Without the ids the buttons offer "Takip Et" rather than staying unknown for good: its click
  // sends a PUT, which leaves a followed item followed, so it still does what it says.
  return error ? false : null;
}

/** Records a PUT/DELETE answer for every button showing that item. */
export function rememberFollow(uid: string, state: FollowState) {
  const field = FIELD[state.kind];
  void mutate<FollowedIds>(
    idsKey(uid),
    (ids = { auctions: [], listings: [] }) => ({
      ...ids,
      [field]: state.following
        ? [...ids[field].filter((x) => x !== state.id), state.id]
        : ids[field].filter((x) => x !== state.id),
    }),
    { revalidate: false },
  );
}
