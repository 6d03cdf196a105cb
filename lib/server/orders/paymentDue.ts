import { paymentDueAt } from "@/lib/orders/rules";

/**
 * A new order's creation time and its due date from the one rule, so the stored due date is exactly
 * paymentDueAt(createdAt) whichever path (auction close, Hemen Al) creates the order.
 */
export function withPaymentDue<T extends object>(order: T): T & { createdAt: Date; paymentDueAt: Date } {
  const createdAt = new Date();
  return { ...order, createdAt, paymentDueAt: paymentDueAt(createdAt) };
}
