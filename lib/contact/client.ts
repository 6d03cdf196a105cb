import { useManagedPage } from "@/lib/clientData";
import type { ContactInbox, ContactMessageStatus, ContactMessageView } from "@/lib/contact/types";
import { CONTACT_LOAD_ERRORS } from "@/lib/contact/labels";

/** Management › Mesajlar: one page of a folder, with every folder's count. */
export function useInbox(
  query: { status?: ContactMessageStatus; page: number; pageSize: number },
  onPastEnd?: (last: number) => void,
) {
  return useManagedPage<ContactMessageView, ContactInbox>(
    "/api/management/messages",
    query,
    CONTACT_LOAD_ERRORS.list,
    onPastEnd,
  );
}
