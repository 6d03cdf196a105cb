/**
 * Files an e-mail carries, made at sending time from the notification's stored facts (`data`), so the
 * outbox row written in the event's transaction stays the only record: the noter appointment's
 * calendar file (PRODUCT §7.2).
 */
import { appointmentIcs } from "@/lib/orders/ics";
import { ORDER_CALENDAR_LABELS } from "@/lib/orders/labels";
import type { NotificationKind } from "@/lib/notifications/types";
import { config } from "@/lib/server/config";

export type EmailAttachment = { filename: string; content: string; contentType: string };

/** The attachments of one outbox e-mail (none for most kinds). */
export function emailAttachments(row: {
  kind: NotificationKind;
  data: Record<string, unknown> | null;
}): EmailAttachment[] | undefined {
  if (row.kind !== "order_appointment_set" || !row.data) return undefined;
  const d = row.data as {
    orderId: number;
    title: string;
    notaryName: string;
    city: string;
    at: string;
    changes: number;
  };
  const domain = /@([^>\s]+)>?$/.exec(config().MAIL_FROM)?.[1] ?? "motoborsa.com.tr";
  return [
    {
      filename: ORDER_CALENDAR_LABELS.fileName(d.orderId),
      content: appointmentIcs({
        orderId: d.orderId,
        title: d.title,
        notaryName: d.notaryName,
        city: d.city,
        at: d.at,
        sequence: d.changes,
        stamp: new Date(),
        domain,
      }),
      // method=PUBLISH matches the file's METHOD: calendar programs offer "add", not a meeting reply.
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    },
  ];
}
