import { MyList } from "@/components/profile/MyList";
import { useMyOrders } from "@/lib/buyNow/client";
import { ORDER_SOURCE_LABELS } from "@/lib/orders/labels";
import { OrderSummary } from "@/components/buyNow/OrderSummary";
import { OrderBillingForm } from "@/components/invoices/OrderBillingForm";

/** "Siparişlerim" on /profil: every order of the user, from Hemen Al purchases and from auctions won. */
export function MyOrders() {
  return (
    <MyList
      title="Siparişlerim"
      id="siparislerim"
      list={useMyOrders()}
      loadingLabel="Siparişleriniz yükleniyor"
      empty="Henüz siparişiniz yok."
      emptyLink={{ href: "/hemenal", label: "Hemen Al ilanlarına göz atın" }}
      listLabel="Siparişlerim"
    >
      {(o) => (
        <li key={o.id} className="py-3">
          <OrderSummary
            {...o}
            orderId={o.id}
            href={o.listingId ? `/hemenal/${o.listingId}` : o.auctionId ? `/ihaleler/${o.auctionId}` : null}
            badges={
              <span className="inline-flex rounded-full bg-neutral-100 px-2 py-0.5 font-semibold text-neutral-700">
                {ORDER_SOURCE_LABELS[o.source]}
              </span>
            }
          />
          {o.actions.includes("pay") && <OrderBillingForm orderId={o.id} />}
        </li>
      )}
    </MyList>
  );
}
