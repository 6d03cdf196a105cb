import type { ReactNode } from "react";
import { OfferButtons } from "@/components/profile/OfferButtons";
import { formatDateTime } from "@/lib/format";

/**
 * Our offer (Borsa'da Sat) or quote (Nakliye) on the owner's card: what it is, our note, how long it
 * stands while open, and the answers the request allows.
 */
export function OfferBox({
  offer,
  open,
  actions,
  onAnswer,
  className,
  children,
}: {
  offer: { note: string; expired: boolean; expiresAt: string };
  /** Waiting for the owner's answer. */
  open: boolean;
  actions: readonly string[];
  onAnswer: (kind: "accept" | "decline") => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`${className} rounded-xl p-3 text-sm ${open && !offer.expired ? "bg-brand-50 ring-1 ring-brand-500/30" : "bg-neutral-50 ring-1 ring-neutral-200"}`}
    >
      {children}
      {offer.note && <p className="mt-1 whitespace-pre-line text-neutral-700">{offer.note}</p>}
      {open && (
        <p className="mt-1 text-xs text-neutral-600">
          {offer.expired ? "Geçerlilik süresi doldu" : `Son geçerlilik: ${formatDateTime(offer.expiresAt)}`}
        </p>
      )}
      <OfferButtons actions={actions} onAnswer={onAnswer} />
    </div>
  );
}
