import { useRead } from "@/lib/clientData";
import { errorMessage } from "@/lib/errors";
import type { Watchlist } from "@/lib/watchlist/types";
import { WATCHLIST_LOAD_ERRORS } from "@/lib/watchlist/labels";

/** Profil › Takip Ettiklerim: the followed auctions and listings. */
export function useWatchlist() {
  const { data, error, mutate } = useRead<Watchlist>("/api/me/watchlist");
  return {
    watchlist: data ?? null,
    error: error ? errorMessage(error, WATCHLIST_LOAD_ERRORS.mine) : null,
    reload: () => mutate(),
  };
}
