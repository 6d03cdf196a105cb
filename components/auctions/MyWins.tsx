import Image from "next/image";
import Link from "next/link";
import { OrderPayment } from "@/components/buyNow/OrderPayment";
import { SettledDepositNote } from "@/components/buyNow/SettledDepositNote";
import { FetchedList } from "@/components/profile/FetchedList";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { useMyList } from "@/components/profile/useMyList";
import type { MyWin, OrderStatus } from "@/lib/auctions/types";
import { formatDateTime, formatTL } from "@/lib/format";

const STATUS: Record<OrderStatus, { label: string; tone: string }> = {
  awaiting_payment: { label: "Ödeme bekleniyor", tone: "bg-amber-50 text-amber-900 ring-amber-600/20" },
  paid: { label: "Ödendi", tone: "bg-sky-50 text-sky-800 ring-sky-600/20" },
  completed: { label: "Tamamlandı", tone: "bg-green-50 text-green-800 ring-green-600/20" },
  cancelled: { label: "İptal edildi", tone: "bg-red-50 text-red-800 ring-red-600/20" },
};

/** "Kazandıklarım" on /profil: won auctions and their orders (price + buyer commission). */
export function MyWins() {
  const { items, error } = useMyList<MyWin>("/api/me/wins");

  return (
    <ProfileSection title="Kazandıklarım" id="kazandiklarim">
      <FetchedList
        items={items}
        error={error}
        loadingLabel="Kazandığınız ihaleler yükleniyor"
        empty="Henüz kazandığınız bir ihale yok."
      >
        {(items) => (
          <ul className="divide-y divide-neutral-100">
            {items.map((w) => {
              const s = STATUS[w.status];
              return (
                <li key={w.orderId} className="py-3">
                  <div className="flex gap-3">
                    <div className="relative h-14 w-20 flex-none overflow-hidden rounded-lg bg-neutral-900">
                      {w.photo && <Image src={w.photo} alt="" fill sizes="80px" className="object-cover" />}
                    </div>
                    <div className="min-w-0 flex-1">
                      {w.auctionId ? (
                        <Link href={`/ihaleler/${w.auctionId}`} className="block truncate font-semibold hover:text-brand-700">
                          {w.title}
                        </Link>
                      ) : (
                        <p className="truncate font-semibold">{w.title}</p>
                      )}
                      <p className="text-sm text-neutral-600">
                        {formatTL(w.price)} + {formatTL(w.commission)} hizmet bedeli = <strong className="tabular-nums text-neutral-900">{formatTL(w.total)}</strong>
                      </p>
                      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-neutral-500">
                        <span className={`inline-flex rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset ${s.tone}`}>{s.label}</span>
                        Sipariş no: {w.orderId} · {formatDateTime(w.createdAt)}
                      </p>
                      <SettledDepositNote deposit={w.settledDeposit} />
                    </div>
                  </div>
                  {w.status === "awaiting_payment" && <OrderPayment orderId={w.orderId} total={w.total} reference={w.paymentReference} dueAt={w.paymentDueAt} />}
                </li>
              );
            })}
          </ul>
        )}
      </FetchedList>
    </ProfileSection>
  );
}
