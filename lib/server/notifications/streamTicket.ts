/**
 * Stream tickets: `<uid>.<expires>.<hmac>` (base64url uid, ms epoch). The browser opens the unread
 * count stream with EventSource, which cannot send an Authorization header; it first trades its ID
 * token for a ticket (POST, with the header) and puts the ticket in the stream's address. A ticket
 * is short-lived and says only "this uid may read its unread count", so the address leaking into a
 * log gives away nothing else.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { config } from "../config";

export const STREAM_TICKET_TTL_MS = 2 * 60_000;

function key(): Buffer {
  const { UNSUBSCRIBE_SECRET, IP_HASH_SALT } = config();
  return createHash("sha256").update(`motoborsa-stream-ticket:${UNSUBSCRIBE_SECRET ?? ""}:${IP_HASH_SALT}`).digest();
}

const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

export function streamTicket(uid: string, now = Date.now()): string {
  const payload = `${Buffer.from(uid).toString("base64url")}.${now + STREAM_TICKET_TTL_MS}`;
  return `${payload}.${sign(payload)}`;
}

/** The uid of a valid, unexpired ticket, or null (malformed, forged, expired). */
export function readStreamTicket(ticket: string, now = Date.now()): string | null {
  const parts = ticket.split(".");
  if (parts.length !== 3) return null;
  const [uidPart, expires, mac] = parts;
  const expected = Buffer.from(sign(`${uidPart}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d{1,15}$/.test(expires) || Number(expires) < now) return null;
  const uid = Buffer.from(uidPart, "base64url").toString();
  return uid || null;
}
