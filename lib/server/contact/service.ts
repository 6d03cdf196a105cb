import { CONTACT_ERRORS, CONTACT_SUBJECTS } from "@/lib/contact/labels";
import { HONEYPOT_FIELD, type ContactMessageInput } from "@/lib/contact/schemas";
import type { ContactInbox, ContactMessageStatus, ContactMessageView } from "@/lib/contact/types";
import { recordAudit } from "@/lib/server/audit/record";
import type { StaffMember } from "@/lib/server/staff/service";
import { getDb } from "@/lib/server/db";
import * as messages from "@/lib/server/contact/queries";
import { AppError } from "@/lib/server/errors";
import { consumeRateLimit, type RateLimitRule } from "@/lib/server/rateLimit";
import { config } from "@/lib/server/config";

export type { ContactMessageStatus, ContactMessageView };

/** Messages per address per window: plenty for a person, little for a script. Env-overridable per deployment. */
function contactRule(): RateLimitRule {
  return {
    limit: config().CONTACT_RATE_LIMIT,
    windowMs: config().CONTACT_RATE_WINDOW_MINUTES * 60_000,
  };
}

function view(row: messages.ContactMessageRow): ContactMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    subjectLabel: CONTACT_SUBJECTS[row.subject as keyof typeof CONTACT_SUBJECTS] ?? row.subject,
    message: row.message,
    status: row.status,
    kvkkConsentAt: row.kvkkConsentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a visitor's message. The rate limit is checked first so a refused request stores nothing;
 * a filled honeypot gets the same answer as a real message (so bots learn nothing) but is dropped.
 */
export async function submitContactMessage(
  input: ContactMessageInput,
  sender: { ipHash: string },
): Promise<{ received: true }> {
  const limit = await consumeRateLimit(`contact:${sender.ipHash}`, contactRule());
  if (!limit.allowed) {
    throw new AppError("rate_limited", CONTACT_ERRORS.rateLimited);
  }
  if (input[HONEYPOT_FIELD]) return { received: true };
  await messages.insert(getDb(), {
    name: input.name,
    email: input.email,
    phone: input.phone,
    subject: input.subject,
    message: input.message,
    kvkkConsentAt: new Date(),
    ipHash: sender.ipHash,
  });
  return { received: true };
}

export async function listContactMessages(query: {
  status?: ContactMessageStatus;
  page: number;
  pageSize: number;
}): Promise<ContactInbox> {
  const db = getDb();
  const [{ rows, total }, counts] = await Promise.all([messages.page(db, query), messages.countsByStatus(db)]);
  return { items: rows.map(view), total, page: query.page, pageSize: query.pageSize, counts };
}

export async function getContactMessage(id: number): Promise<ContactMessageView> {
  const row = await messages.byId(getDb(), id);
  if (!row) throw new AppError("not_found", CONTACT_ERRORS.notFound);
  return view(row);
}

export async function unreadContactCount(): Promise<{ unread: number }> {
  return { unread: await messages.unreadCount(getDb()) };
}

async function changeStatus(staff: StaffMember, id: number, to: ContactMessageStatus, action: string) {
  return getDb().transaction(async (tx) => {
    const before = await messages.byId(tx, id, { forUpdate: true });
    if (!before) throw new AppError("not_found", CONTACT_ERRORS.notFound);
    // Idempotent: opening an already-read message again is not an error and leaves no new audit row.
    if (before.status === to) return { message: view(before) };
    const row = await messages.setStatus(tx, id, to);
    await recordAudit(tx, {
      staffUid: staff.uid,
      action,
      targetType: "contact_message",
      targetId: id,
      details: { from: before.status, to },
    });
    return { message: view(row) };
  });
}

export const markContactMessageRead = (staff: StaffMember, id: number) =>
  changeStatus(staff, id, "read", "contact_message.read");
export const archiveContactMessage = (staff: StaffMember, id: number) =>
  changeStatus(staff, id, "archived", "contact_message.archive");
export const markContactMessageUnread = (staff: StaffMember, id: number) =>
  changeStatus(staff, id, "unread", "contact_message.unread");
