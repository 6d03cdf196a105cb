import Link from "@/components/ui/Link";
import type { MouseEventHandler } from "react";
import { Button } from "@/components/ui/Button";
import { Badge } from "@/components/ui/StatusBadge";
import { formatDateTime, formatPhone } from "@/lib/format";
import type { InboxMessage, MessageStatus } from "@/components/management/messages/inbox";

const STATUS_BADGE: Record<MessageStatus, { tone: "warning" | "success" | "neutral"; label: string }> = {
  unread: { tone: "warning", label: "Okunmamış" },
  read: { tone: "success", label: "Okundu" },
  archived: { tone: "neutral", label: "Arşivde" },
};

/** One message: sender, e-mail (a reply link with the subject), phone, text and the status buttons. */
export function MessageView({
  message,
  busy,
  onChange,
  back,
}: {
  message: InboxMessage;
  busy: MessageStatus | null;
  onChange: (to: MessageStatus) => void;
  back: { href: string; onClick: MouseEventHandler };
}) {
  return (
    <article className="p-5 sm:p-6">
      <Link
        href={back.href}
        onClick={back.onClick}
        className="mb-4 inline-flex text-sm font-semibold text-brand-700 hover:underline lg:hidden"
      >
        ← Mesajlara dön
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Badge tone={STATUS_BADGE[message.status].tone}>{STATUS_BADGE[message.status].label}</Badge>
          <h2 className="mt-2 text-xl font-bold text-neutral-950">{message.subjectLabel}</h2>
          <p className="text-sm text-neutral-500">{formatDateTime(message.createdAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {message.status === "unread" ? (
            <Button size="sm" onClick={() => onChange("read")} loading={busy === "read"} disabled={busy !== null}>
              Okundu olarak işaretle
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onChange("unread")}
              loading={busy === "unread"}
              disabled={busy !== null}
            >
              Okunmadı yap
            </Button>
          )}
          {message.status !== "archived" && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onChange("archived")}
              loading={busy === "archived"}
              disabled={busy !== null}
            >
              Arşivle
            </Button>
          )}
        </div>
      </div>
      <dl className="mt-5 grid gap-3 rounded-xl bg-neutral-50 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-neutral-500">Gönderen</dt>
          <dd className="font-semibold text-neutral-900">{message.name}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-neutral-500">E-posta</dt>
          <dd className="break-all">
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(`MotoBorsa: ${message.subjectLabel}`)}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {message.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-neutral-500">Telefon</dt>
          <dd className="font-semibold text-neutral-900">
            {message.phone ? (
              <a href={`tel:+90${message.phone}`} className="text-brand-700 hover:underline">
                {formatPhone(message.phone)}
              </a>
            ) : (
              "—"
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-5 whitespace-pre-line break-words leading-7 text-neutral-800">{message.message}</p>
    </article>
  );
}
