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
          <OrderSummary {...w} href={w.auctionId ? `/ihaleler/${w.auctionId}` : null} />
        </li>
      )}
    </MyList>
  );
}
