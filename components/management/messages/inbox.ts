import type { MouseEventHandler } from "react";
import type { ContactInbox, ContactMessageStatus, ContactMessageView } from "@/lib/contact/types";

// The inbox shows the API's view types (lib/contact/types.ts) under its own short names.
export type MessageStatus = ContactMessageStatus;
export type InboxMessage = ContactMessageView;
export type Inbox = ContactInbox;

export const INBOX_FILTERS = [
  { slug: "unread", legacy: "okunmamis", label: "Okunmamış", status: "unread" },
  { slug: "read", legacy: "okunmus", label: "Okunmuş", status: "read" },
  { slug: "archived", legacy: "arsiv", label: "Arşiv", status: "archived" },
] as const;

/** A link of the inbox: tab, page and open message (null closes it); `href` for new tabs, `click` for plain clicks. */
export type InboxLinkTo = { state?: string; id?: number | null; page?: number };
export type InboxLinks = { href: (to: InboxLinkTo) => string; click: (to: InboxLinkTo) => MouseEventHandler };
