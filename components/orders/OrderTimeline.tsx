import type { OrderTransfer } from "@/lib/orders/types";
import { formatDateTime } from "@/lib/format";
import { ORDER_TRANSFER_LABELS } from "@/lib/orders/labels";

const DOT = {
  done: "bg-green-600 ring-green-600",
  current: "bg-white ring-brand-600",
  upcoming: "bg-white ring-neutral-300",
} as const;

/**
 * The buyer's way from the service fee to the title transfer (PRODUCT §7.2): each step with its date
 * or its state, the noter appointment, the GÖS reference, and what to bring to the noter while the
 * appointment is ahead. Steps and states come from the server (lib/orders/rules.ts orderTimeline).
 */
export function OrderTimeline({ orderId, transfer }: { orderId: number; transfer: OrderTransfer }) {
  const t = ORDER_TRANSFER_LABELS;
  const appointmentAhead = transfer.timeline.some((s) => s.step === "transferred" && s.state !== "done");
  return (
    <section aria-label={`Sipariş ${orderId} ${t.timelineTitle}`} className="mt-3 text-sm sm:ml-[92px]">
      <h3 className="font-semibold text-neutral-900">{t.timelineTitle}</h3>
      <ol className="mt-2 space-y-1.5">
        {transfer.timeline.map((s) => (
          <li key={s.step} className="flex items-start gap-2">
            <span aria-hidden className={`mt-1 h-3 w-3 flex-none rounded-full ring-2 ring-inset ${DOT[s.state]}`} />
            <span>
              <span className={s.state === "upcoming" ? "text-neutral-500" : "font-medium text-neutral-900"}>
                {t.steps[s.step]}
              </span>
              <span className="text-neutral-600">
                {" "}
                · {s.at ? <time dateTime={s.at}>{formatDateTime(s.at)}</time> : t.stepState[s.state]}
              </span>
              {s.step === "appointment_set" && transfer.appointment && (
                <span className="block text-neutral-700">
                  {t.appointment(transfer.appointment.notaryName, transfer.appointment.city)}
                </span>
              )}
              {s.step === "gos_paid" && transfer.gosReference && (
                <span className="block text-neutral-700">{t.gosReference(transfer.gosReference)}</span>
              )}
            </span>
          </li>
        ))}
      </ol>
      {transfer.appointment && appointmentAhead && (
        <div className="mt-3 rounded-xl bg-sky-50 p-3 ring-1 ring-sky-200">
          <p className="font-semibold text-neutral-900">{t.bringTitle}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-neutral-700">
            {t.bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-neutral-700">{t.gosInfo}</p>
        </div>
      )}
    </section>
  );
}
