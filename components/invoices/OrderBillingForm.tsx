import { useState } from "react";
import { useOrderBilling } from "@/components/invoices/useOrderBilling";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { Spinner } from "@/components/ui/Spinner";
import { invoiceLabels } from "@/lib/invoices/labels";

/**
 * On an order awaiting payment: the company the service fee is invoiced to (name, VKN, tax office).
 * Left empty, the invoice goes to the buyer's verified identity. The server checks the VKN.
 */
export function OrderBillingForm({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  const b = useOrderBilling(orderId, open);
  if (!open)
    return (
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        {invoiceLabels.billingOpen}
      </Button>
    );
  if (!b.loaded) return <Spinner label={invoiceLabels.loading} />;
  return (
    <form
      className="mt-2 grid gap-3 rounded-lg bg-neutral-50 p-3 sm:grid-cols-3"
      aria-label={`${invoiceLabels.billingTitle} (MB-S-${orderId})`}
      onSubmit={(e) => {
        e.preventDefault();
        void b.save(b.values);
      }}
    >
      <p className="text-xs text-neutral-600 sm:col-span-3">{invoiceLabels.billingHint}</p>
      <TextField
        label="Şirket unvanı"
        value={b.values.companyName}
        onChange={(e) => b.set("companyName", e.target.value)}
      />
      <TextField
        label="Vergi kimlik no (VKN)"
        inputMode="numeric"
        maxLength={10}
        value={b.values.vkn}
        onChange={(e) => b.set("vkn", e.target.value)}
      />
      <TextField
        label="Vergi dairesi"
        value={b.values.taxOffice}
        onChange={(e) => b.set("taxOffice", e.target.value)}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" size="sm" loading={b.busy}>
          {invoiceLabels.billingSave}
        </Button>
        {b.saved && (
          <Button size="sm" variant="secondary" disabled={b.busy} onClick={() => void b.save(null)}>
            {invoiceLabels.billingClear}
          </Button>
        )}
      </div>
      {b.message && (
        <p className={`text-sm sm:col-span-3 ${b.message.error ? "text-red-700" : "text-green-800"}`} role="status">
          {b.message.text}
        </p>
      )}
    </form>
  );
}
