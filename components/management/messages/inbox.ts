import type { MouseEventHandler } from "react";

export type MessageStatus = "unread" | "read" | "archived";
export type InboxMessage = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  subjectLabel: string;
  message: string;
  status: MessageStatus;
  createdAt: string;
};
export type Inbox = {
  items: InboxMessage[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<MessageStatus, number>;
};

export const INBOX_FILTERS = [
  { slug: "unread", legacy: "okunmamis", label: "Okunmamış", status: "unread" },
  { slug: "read", legacy: "okunmus", label: "Okunmuş", status: "read" },
  { slug: "archived", legacy: "arsiv", label: "Arşiv", status: "archived" },
] as const;

/** A link of the inbox: tab, page and open message (null closes it); `href` for new tabs, `click` for plain clicks. */
export type InboxLinkTo = { state?: string; id?: number | null; page?: number };
export type InboxLinks = { href: (to: InboxLinkTo) => string; click: (to: InboxLinkTo) => MouseEventHandler };
