import { CopyButton } from "@/components/ui/CopyButton";
import { COMPANY_BANK_ACCOUNT } from "@/lib/company";
import { formatDateTime, formatTL } from "@/lib/format";
import { isPaymentOverdue } from "@/lib/orders/rules";
import { ORDER_PAYMENT_LABELS } from "@/lib/orders/labels";

/**
 * Where and how much to pay for an unpaid order, and by when: the company account, the service fee, the
 * order's own payment reference (`MB-S-<order id>`) and the due date the server stored with it.
 */
export function OrderPayment({
  orderId,
  fee,
  reference,
  dueAt,
}: {
  orderId: number;
  /** The service fee: the only amount paid to the company (the vehicle price goes through the noter's GÖS). */
  fee: number;
  reference: string;
  dueAt: string;
}) {
  const overdue = isPaymentOverdue(dueAt);
  const rows: { label: string; value: string; copy?: { value: string; label: string } }[] = [
    { label: "Alıcı", value: COMPANY_BANK_ACCOUNT.accountHolder },
    { label: "Banka", value: COMPANY_BANK_ACCOUNT.bank },
    {
      label: "IBAN",
      value: COMPANY_BANK_ACCOUNT.iban,
      copy: { value: COMPANY_BANK_ACCOUNT.iban.replace(/\s/g, ""), label: "IBAN" },
    },
    { label: ORDER_PAYMENT_LABELS.amount, value: formatTL(fee) },
    { label: "Açıklama (ödeme referansı)", value: reference, copy: { value: reference, label: "Ödeme referansı" } },
  ];
  return (
    <section
      aria-label={`Sipariş ${orderId} ödeme bilgileri`}
      className={`mt-3 rounded-xl p-3 sm:ml-[92px] text-sm ring-1 ${overdue ? "bg-red-50 ring-red-200" : "bg-amber-50 ring-amber-200"}`}
    >
      <p className="font-semibold text-neutral-900">
        {ORDER_PAYMENT_LABELS.due}: <time dateTime={dueAt}>{formatDateTime(dueAt)}</time>
      </p>
      {overdue ? (
        <p className="mt-1 font-semibold text-red-800">{ORDER_PAYMENT_LABELS.overdue}</p>
      ) : (
        <p className="mt-1 text-neutral-700">{ORDER_PAYMENT_LABELS.intro}</p>
      )}
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-neutral-600">{row.label}</dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-x-2 font-semibold text-neutral-900">
              <span className={row.copy ? "font-mono" : ""}>{row.value}</span>
              {row.copy && <CopyButton value={row.copy.value} label={row.copy.label} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-neutral-700">{ORDER_PAYMENT_LABELS.safety}</p>
    </section>
  );
}
