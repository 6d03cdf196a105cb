import Image from "next/image";
import Link from "next/link";
import { FetchedList } from "@/components/profile/FetchedList";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { useMyList } from "@/components/profile/useMyList";
import type { MyOrder } from "@/lib/buyNow/types";
import { formatDateTime, formatTL } from "@/lib/format";
import { ORDER_SOURCE_LABELS, ORDER_STATUS } from "./labels";
import { OrderPayment } from "./OrderPayment";
import { SettledDepositNote } from "./SettledDepositNote";

/** "Siparişlerim" on /profil: every order of the user, from Hemen Al purchases and from auctions won. */
export function MyOrders() {
  const { items, error } = useMyList<MyOrder>("/api/me/orders");

  return (
    <ProfileSection title="Siparişlerim" id="siparislerim">
      <FetchedList
        items={items}
        error={error}
        loadingLabel="Siparişleriniz yükleniyor"
        empty={
          <>
            Henüz siparişiniz yok.{" "}
            <Link href="/hemenal" className="font-semibold text-brand-700 hover:underline">
              Hemen Al ilanlarına göz atın
            </Link>
          </>
        }
      >
        {(items) => (
          <ul className="divide-y divide-neutral-100" aria-label="Siparişlerim">
            {items.map((o) => {
              const s = ORDER_STATUS[o.status];
              const href = o.listingId ? `/hemenal/${o.listingId}` : o.auctionId ? `/ihaleler/${o.auctionId}` : null;
              return (
                <li key={o.id} className="py-3">
                  <div className="flex gap-3">
                    <div className="relative h-14 w-20 flex-none overflow-hidden rounded-lg bg-neutral-900">
                      {o.photo && <Image src={o.photo} alt="" fill sizes="80px" className="object-cover" />}
                    </div>
                    <div className="min-w-0 flex-1">
                      {href ? (
                        <Link href={href} className="block truncate font-semibold hover:text-brand-700">
                          {o.title}
                        </Link>
                      ) : (
                        <p className="truncate font-semibold">{o.title}</p>
                      )}
                      <p className="text-sm text-neutral-600">
                        {formatTL(o.price)} + {formatTL(o.commission)} hizmet bedeli = <strong className="tabular-nums text-neutral-900">{formatTL(o.total)}</strong>
                      </p>
                      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-neutral-500">
                        <span className={`inline-flex rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset ${s.tone}`}>{s.label}</span>
                        <span className="inline-flex rounded-full bg-neutral-100 px-2 py-0.5 font-semibold text-neutral-700">{ORDER_SOURCE_LABELS[o.source]}</span>
                        Sipariş no: {o.id} · {formatDateTime(o.createdAt)}
                      </p>
                      <SettledDepositNote deposit={o.settledDeposit} />
                    </div>
                  </div>
                  {o.status === "awaiting_payment" && <OrderPayment orderId={o.id} total={o.total} reference={o.paymentReference} dueAt={o.paymentDueAt} />}
                </li>
              );
            })}
          </ul>
        )}
      </FetchedList>
    </ProfileSection>
  );
}
