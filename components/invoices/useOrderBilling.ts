import { useState } from "react";
import { useRead } from "@/lib/clientData";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";
import { invoiceLabels } from "@/lib/invoices/labels";
import type { OrderBilling } from "@/lib/invoices/types";

const EMPTY: OrderBilling = { companyName: "", vkn: "", taxOffice: "" };

/** The company billing of one order: loaded when opened, saved or cleared with the server's checks. */
export function useOrderBilling(orderId: number, open: boolean) {
  const url = `/api/me/orders/${orderId}/billing`;
  const { data, mutate } = useRead<{ billing: OrderBilling | null }>(open ? url : null);
  const [edits, setEdits] = useState<OrderBilling | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const values = edits ?? data?.billing ?? EMPTY;
  const save = async (billing: OrderBilling | null) => {
    setBusy(true);
    setMessage(null);
    try {
      await mutate(await http.put<{ billing: OrderBilling | null }>(url, { billing }), { revalidate: false });
      setEdits(null);
      setMessage({ error: false, text: billing ? invoiceLabels.billingSaved : invoiceLabels.billingCleared });
    } catch (error) {
      setMessage({ error: true, text: errorMessage(error, invoiceLabels.billingFailed) });
    } finally {
      setBusy(false);
    }
  };
  const set = (field: keyof OrderBilling, value: string) => setEdits({ ...values, [field]: value });
  return { loaded: data !== undefined, saved: data?.billing ?? null, values, set, save, busy, message };
}
