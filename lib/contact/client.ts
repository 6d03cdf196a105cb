import useSWR, { mutate } from "swr";
import { QUIET, managedList, useRead } from "@/lib/clientData";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import type { ContactInbox, ContactMessageStatus, ContactMessageView } from "@/lib/contact/types";
import { CONTACT_LOAD_ERRORS } from "@/lib/contact/labels";

/** Management › Mesajlar: one page of a folder, with every folder's count. */
export const useInbox = managedList<
  ContactMessageView,
  { status?: ContactMessageStatus; page: number; pageSize: number },
  ContactInbox
>("/api/management/messages", CONTACT_LOAD_ERRORS.list);

/**
 * The message open on Management › Mesajlar (`id` from the URL, null for none). Another message's
 * page keeps the previous one on screen until it arrives; `show` puts an action's answer on screen.
 */
export function useInboxMessage(id: number | null) {
  const { data, mutate: change } = useRead<{ message: ContactMessageView }>(
    id ? `/api/management/messages/${id}` : null,
    { keepPreviousData: true, onError: (error) => handleError(error, CONTACT_LOAD_ERRORS.message) },
  );
  return {
    message: id ? (data?.message ?? null) : null,
    show: (message: ContactMessageView) => void change({ message }, { revalidate: false }),
  };
}

const UNREAD_URL = "/api/management/messages/unread-count";
const UNREAD_POLL_MS = 60_000;

/**
 * The unread contact-message count beside "Mesajlar" in the management menu, polled every minute
 * (also while the tab is hidden, so a returning reader sees it at once). A failed refresh only
 * leaves the count as it was, and never signs anyone out (skipAuthRedirect).
 */
export function useUnreadMessageCount(allowed: boolean) {
  const { data, mutate: reload } = useSWR<{ unread: number }>(
    allowed ? UNREAD_URL : null,
    (url: string) => http.get<{ unread: number }>(url, { skipAuthRedirect: true }),
    { ...QUIET, refreshInterval: UNREAD_POLL_MS, refreshWhenHidden: true },
  );
  return { unread: data?.unread ?? 0, reload };
}

/** After the inbox changes a message: the menu's count follows at once. */
export function refreshUnreadCount() {
  void mutate(UNREAD_URL);
}
