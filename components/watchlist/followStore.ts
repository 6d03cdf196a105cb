import { http } from "@/lib/http";
import { rememberFollow } from "@/lib/watchlist/client";
import type { FollowKind, FollowState } from "@/lib/watchlist/types";

/**
 * Follows or unfollows an item; the answer goes into the followed ids every follow button of the page
 * reads (useFollowing, lib/watchlist/client.ts).
 */
export function setFollowing(uid: string, kind: FollowKind, id: number, following: boolean): Promise<FollowState> {
  const path = `/api/me/watchlist/${kind}/${id}`;
  return (following ? http.put<FollowState>(path) : http.delete<FollowState>(path)).then((state) => {
    rememberFollow(uid, state);
    return state;
  });
}
