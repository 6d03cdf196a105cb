/**
 * The noter appointment as an iCalendar file (RFC 5545), attached to the appointment e-mail so the
 * buyer and the seller can put it in their calendars. Pure: no I/O, no clock of its own.
 *
 * Times are local Europe/Istanbul times with a VTIMEZONE of one fixed +03:00 rule (Turkey has kept
 * UTC+3 all year since September 2016), so a calendar in any zone shows the noter's own clock time.
 * A moved appointment keeps its UID and raises SEQUENCE, so calendar programs replace the old entry.
 */
import { ORDER_CALENDAR_LABELS } from "@/lib/orders/labels";

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
/** How long the appointment blocks in the calendar: a title transfer at the noter takes about an hour. */
export const APPOINTMENT_MINUTES = 60;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded (CRLF and one space). Folds fall
 * between characters, never inside a UTF-8 sequence (ç, ğ, İ… are two octets).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = new TextEncoder().encode(ch).length;
    // The first line holds 75 octets; a continuation line's leading space counts, so 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYYMMDDTHHMMSS` of the wall-clock time in Istanbul. */
function istanbulLocal(at: Date): string {
  const d = new Date(at.getTime() + ISTANBUL_OFFSET_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** `YYYYMMDDTHHMMSSZ` (UTC), the form DTSTAMP needs. */
function utcStamp(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}

export type AppointmentEvent = {
  orderId: number;
  title: string;
  notaryName: string;
  city: string;
  at: Date | string;
  /** How often the appointment was moved: 0 the first time. */
  sequence: number;
  /** When the file is made (DTSTAMP). */
  stamp: Date | string;
  /** The domain of the UID, e.g. motoborsa.com.tr. */
  domain: string;
};

/** The .ics file of a noter appointment, CRLF line ends, folded lines. */
export function appointmentIcs(e: AppointmentEvent): string {
  const start = new Date(e.at);
  const end = new Date(start.getTime() + APPOINTMENT_MINUTES * 60 * 1000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//MotoBorsa//Noter Randevusu//TR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Istanbul",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0300",
    "TZOFFSETTO:+0300",
    "TZNAME:+03",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:order-${e.orderId}-noter@${e.domain}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(new Date(e.stamp))}`,
    `DTSTART;TZID=Europe/Istanbul:${istanbulLocal(start)}`,
    `DTEND;TZID=Europe/Istanbul:${istanbulLocal(end)}`,
    `SUMMARY:${escapeIcsText(ORDER_CALENDAR_LABELS.summary(e.title))}`,
    `LOCATION:${escapeIcsText(ORDER_CALENDAR_LABELS.location(e.notaryName, e.city))}`,
    `DESCRIPTION:${escapeIcsText(ORDER_CALENDAR_LABELS.description(e.orderId))}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}
