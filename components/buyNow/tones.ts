import type { OrderStatus } from "@/lib/orders/types";
import { ORDER_STATUS_LABELS } from "@/lib/orders/labels";

/** An order's status badge: its text (ORDER_STATUS_LABELS, lib/orders/labels.ts) and colours. */
export const ORDER_STATUS: Record<OrderStatus, { label: string; tone: string }> = {
  awaiting_payment: {
    label: ORDER_STATUS_LABELS.awaiting_payment,
    tone: "bg-amber-50 text-amber-900 ring-amber-600/20",
  },
  paid: { label: ORDER_STATUS_LABELS.paid, tone: "bg-sky-50 text-sky-800 ring-sky-600/20" },
  appointment_set: { label: ORDER_STATUS_LABELS.appointment_set, tone: "bg-sky-50 text-sky-800 ring-sky-600/20" },
  gos_paid: { label: ORDER_STATUS_LABELS.gos_paid, tone: "bg-sky-50 text-sky-800 ring-sky-600/20" },
  transferred: { label: ORDER_STATUS_LABELS.transferred, tone: "bg-green-50 text-green-800 ring-green-600/20" },
  completed: { label: ORDER_STATUS_LABELS.completed, tone: "bg-green-50 text-green-800 ring-green-600/20" },
  cancelled: { label: ORDER_STATUS_LABELS.cancelled, tone: "bg-red-50 text-red-800 ring-red-600/20" },
};
