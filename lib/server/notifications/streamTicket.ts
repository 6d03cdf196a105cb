/**
 * Stream tickets: `<uid>.<expires>.<hmac>` (base64url uid, ms epoch). The browser opens the unread
 * count stream with EventSource, which cannot send an Authorization header; it first trades its ID
 * token for a ticket (POST, with the header) and puts the ticket in the stream's address. A ticket
 * is short-lived and says only "this uid may read its unread count", so the address leaking into a
 * log gives away nothing else.
 */
import { derivedKey } from "@/lib/server/derivedKeys";
import { signedUidToken } from "@/lib/server/signedUidToken";

export const STREAM_TICKET_TTL_MS = 2 * 60_000;

const tickets = signedUidToken(() => derivedKey("stream-ticket"));

export function streamTicket(uid: string, now = Date.now()): string {
  return tickets.make(uid, String(now + STREAM_TICKET_TTL_MS));
}

/** The uid of a valid, unexpired ticket, or null (malformed, forged, expired). */
export function readStreamTicket(ticket: string, now = Date.now()): string | null {
  const read = tickets.read(ticket);
  if (!read || !/^\d{1,15}$/.test(read.field) || Number(read.field) < now) return null;
  return read.uid;
}
