import { managedList, useRead } from "@/lib/clientData";
import { handleError } from "@/lib/errors";
import type { ManagedUser, ManagedUserDetail, UserStatus } from "@/lib/users/types";
import { USER_LOAD_ERRORS } from "@/lib/users/labels";

/** Management › Kullanıcılar: one page of users, by search and status. */
export const useManagedUsers = managedList<
  ManagedUser,
  { q?: string; status?: UserStatus; page: number; pageSize: number }
>("/api/management/users", USER_LOAD_ERRORS.list);

/** Management › Kullanıcılar › a user: everything about them; `reload` after an action. */
export function useManagedUser(uid: string | null) {
  const { data, error, mutate } = useRead<ManagedUserDetail>(
    uid ? `/api/management/users/${encodeURIComponent(uid)}` : null,
    { onError: (e) => handleError(e, USER_LOAD_ERRORS.one) },
  );
  return { data: data ?? null, error: error ? true : false, reload: async () => void (await mutate()) };
}
