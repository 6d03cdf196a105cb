import { OrderSummary } from "@/components/buyNow/OrderSummary";
import { MyList } from "@/components/profile/MyList";
import { useMyWins } from "@/lib/orders/client";

/** "Kazandıklarım" on /profil: won auctions and their orders (price + buyer commission). */
export function MyWins() {
  return (
    <MyList
      title="Kazandıklarım"
      id="kazandiklarim"
      list={useMyWins()}
      loadingLabel="Kazandığınız ihaleler yükleniyor"
      empty="Henüz kazandığınız bir ihale yok."
    >
      {(w) => (
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
            transfer={w.transfer}
          />
        </li>
      )}
    </MyList>
  );
}
