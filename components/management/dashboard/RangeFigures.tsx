import { KVKK_LABELS } from "@/lib/kvkk/labels";
import type { Dashboard } from "@/lib/dashboard/types";
import { formatNumber, formatTL } from "@/lib/format";
import { DashboardGroup, n } from "@/components/management/dashboard/DashboardGroup";
import { StatCard } from "@/components/management/dashboard/StatCard";

const percent = (value: number | null) => (value === null ? "—" : `%${formatNumber(Math.round(value * 100))}`);

/** The auctions, sales and users of the chosen range (`period`: "bugün", "son 7 gün"…), each group only if sent. */
export function RangeFigures({ data, period }: { data: Dashboard; period: string }) {
  const { auctions, sales, users } = data;
  return (
    <>
      {auctions && (
        <DashboardGroup title="İhaleler">
          <StatCard label="Canlı ihale" value={n(auctions.live)} hint="Şu an" href="/management/ihaleler" />
          <StatCard label="Yaklaşan ihale" value={n(auctions.upcoming)} hint="Şu an" />
          <StatCard label="Teklif" value={n(auctions.bids)} hint={period} />
          <StatCard
            label="Satılan / satılmayan"
            value={`${n(auctions.sold)} / ${n(auctions.unsold)}`}
            hint={`${period} biten ihaleler`}
          />
          <StatCard
            label="Satış oranı"
            value={percent(auctions.sellThrough)}
            hint={auctions.sellThrough === null ? `${period} biten ihale yok` : period}
          />
        </DashboardGroup>
      )}
      {sales && (
        <DashboardGroup title="Satışlar">
          <StatCard
            label="Brüt satış hacmi (GMV)"
            value={formatTL(sales.gmv)}
            hint={`${period}, iptal edilenler hariç`}
          />
          <StatCard
            label="Alıcı komisyonu"
            value={formatTL(sales.commission)}
            hint="Ödenen ve tamamlanan siparişlerden"
          />
          <StatCard
            label="Ödeme bekleyen sipariş"
            value={n(sales.ordersByStatus.awaiting_payment)}
            hint={period}
            href="/management/siparisler"
          />
          <StatCard
            label="Ödenen / tamamlanan / iptal"
            value={`${n(sales.ordersByStatus.paid)} / ${n(sales.ordersByStatus.completed)} / ${n(sales.ordersByStatus.cancelled)}`}
            hint={period}
          />
        </DashboardGroup>
      )}
      {users && (
        <DashboardGroup title="Kullanıcılar">
          <StatCard label="Yeni kullanıcı" value={n(users.newUsers)} hint={period} />
          <StatCard label="Kimliği doğrulanmamış teklif verenler" value={n(users.unverifiedBidders)} hint="Şu an" />
          <StatCard label={KVKK_LABELS.dashboardPending} value={n(users.pendingDeletions)} hint="Şu an" />
        </DashboardGroup>
      )}
    </>
  );
}
