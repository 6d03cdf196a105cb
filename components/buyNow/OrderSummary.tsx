import Image from "next/image";
import Link from "@/components/ui/Link";
import type { ReactNode } from "react";
import type { BuyerOrderAction, OrderStatus, OrderTransfer, SettledDeposit } from "@/lib/orders/types";
import { formatDateTime, formatTL } from "@/lib/format";
import { ORDER_STATUS } from "@/components/buyNow/tones";
import { OrderPayment } from "@/components/buyNow/OrderPayment";
import { SettledDepositNote } from "@/components/buyNow/SettledDepositNote";
import { OrderTimeline } from "@/components/orders/OrderTimeline";
import { ORDER_TRANSFER_LABELS } from "@/lib/orders/labels";

type Props = {
  orderId: number;
  title: string;
  /** The auction or listing page, when there is one to go back to. */
  href: string | null;
  photo: string | null;
  price: number;
  commission: number;
  total: number;
  status: OrderStatus;
  createdAt: string;
  settledDeposit: SettledDeposit | null;
  paymentReference: string;
  paymentDueAt: string;
  /** What the buyer may do now, from the server: "pay" shows how to pay. */
  actions: readonly BuyerOrderAction[];
  /** The title transfer's steps (the timeline). */
  transfer: OrderTransfer;
  /** Extra pills after the status (e.g. where the order came from). */
  badges?: ReactNode;
};

/** One order on /profil (Siparişlerim, Kazandıklarım): photo, price with commission, status, and how to pay while unpaid. */
export function OrderSummary({
  orderId,
  title,
  href,
  photo,
  price,
  commission,
  total,
  status,
  createdAt,
  settledDeposit,
  paymentReference,
  paymentDueAt,
  actions,
  transfer,
  badges,
}: Props) {
  const s = ORDER_STATUS[status];
  return (
    <>
      <div className="flex gap-3">
        <div className="relative h-14 w-20 flex-none overflow-hidden rounded-lg bg-neutral-900">
          {photo && <Image src={photo} alt="" fill sizes="80px" className="object-cover" />}
        </div>
        <div className="min-w-0 flex-1">
          {href ? (
            <Link href={href} className="block truncate font-semibold hover:text-brand-700">
              {title}
            </Link>
          ) : (
            <p className="truncate font-semibold">{title}</p>
          )}
          <p className="text-sm text-neutral-600">
            {formatTL(price)} + {formatTL(commission)} hizmet bedeli ={" "}
            <strong className="tabular-nums text-neutral-900">{formatTL(total)}</strong>
          </p>
          <p className="text-xs text-neutral-600">
            {ORDER_TRANSFER_LABELS.amounts(formatTL(price), formatTL(commission))}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-neutral-500">
            <span className={`inline-flex rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset ${s.tone}`}>
              {s.label}
            </span>
            {badges}
            Sipariş no: {orderId} · {formatDateTime(createdAt)}
          </p>
          <SettledDepositNote deposit={settledDeposit} />
        </div>
      </div>
      {actions.includes("pay") && (
        <OrderPayment orderId={orderId} fee={commission} reference={paymentReference} dueAt={paymentDueAt} />
      )}
      {status !== "cancelled" && <OrderTimeline orderId={orderId} transfer={transfer} />}
    </>
  );
}
