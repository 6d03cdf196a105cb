import { useRead } from "@/lib/clientData";
import { errorMessage, handleError } from "@/lib/errors";
import { KVKK_LABELS } from "@/lib/kvkk/labels";
import type { ManagedUserKvkk, MyKvkk } from "@/lib/kvkk/types";

/** Profil › KVKK haklarım: the user's requests and allowed actions; `reload` after a request. */
export function useMyKvkk() {
  const { data, error, mutate } = useRead<MyKvkk>("/api/me/kvkk");
  return {
    kvkk: data ?? null,
    error: error ? errorMessage(error, KVKK_LABELS.loadFailed) : null,
    reload: async () => void (await mutate()),
  };
}

/** Management › Kullanıcılar › a user: their export and deletion requests. */
export function useManagedUserKvkk(uid: string | null) {
  const { data } = useRead<ManagedUserKvkk>(uid ? `/api/management/users/${encodeURIComponent(uid)}/kvkk` : null, {
    onError: (e) => handleError(e, KVKK_LABELS.loadFailed),
  });
  return data ?? null;
}
