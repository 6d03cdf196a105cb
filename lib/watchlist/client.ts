import useSWR from "swr";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";
import type { Watchlist } from "@/lib/watchlist/types";

/** Profil › Takip Ettiklerim: the followed auctions and listings. */
export function useWatchlist() {
  const { data, error, mutate } = useSWR<Watchlist>("/api/me/watchlist", (url: string) => http.get<Watchlist>(url), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return {
    watchlist: data ?? null,
    error: error ? errorMessage(error, "Takip listeniz yüklenemedi.") : null,
    reload: () => mutate(),
  };
}
