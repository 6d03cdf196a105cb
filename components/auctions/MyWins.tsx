import { OrderSummary } from "@/components/buyNow/OrderSummary";
import { FetchedList } from "@/components/profile/FetchedList";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { useMyWins } from "@/lib/orders/client";

/** "Kazandıklarım" on /profil: won auctions and their orders (price + buyer commission). */
export function MyWins() {
  const { items, error } = useMyWins();

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
            {items.map((w) => (
              <li key={w.orderId} className="py-3">
                <OrderSummary
                  orderId={w.orderId}
                  title={w.title}
                  href={w.auctionId ? `/ihaleler/${w.auctionId}` : null}
                  photo={w.photo}
                  price={w.price}
                  commission={w.commission}
                  total={w.total}
                  status={w.status}
                  createdAt={w.createdAt}
                  settledDeposit={w.settledDeposit}
                  paymentReference={w.paymentReference}
                  paymentDueAt={w.paymentDueAt}
                  actions={w.actions}
                />
              </li>
            ))}
          </ul>
        )}
      </FetchedList>
    </ProfileSection>
  );
}
