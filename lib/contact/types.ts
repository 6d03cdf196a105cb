import type { Paged } from "@/lib/paging";

/** The contact messages staff read (Mesajlar), shared by the server and the management screen. */
export type ContactMessageStatus = "unread" | "read" | "archived";

export type ContactMessageView = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  subjectLabel: string;
  message: string;
  status: ContactMessageStatus;
  kvkkConsentAt: string;
  createdAt: string;
};

/** GET /api/management/messages: one page of a folder and how many messages each folder holds. */
export type ContactInbox = Paged<ContactMessageView> & { counts: Record<ContactMessageStatus, number> };
