import { Button } from "@/components/ui/Button";
import type { Dashboard, DashboardRange } from "@/lib/dashboard/types";
import { formatNumber, formatTL } from "@/lib/format";
import { dualControlLabels } from "@/lib/deposits/labels";
import { ChartCard } from "@/components/management/dashboard/ChartCard";
import { StatCard } from "@/components/management/dashboard/StatCard";
import { DashboardGroup as Group } from "@/components/management/dashboard/DashboardGroup";
import { KVKK_LABELS } from "@/lib/kvkk/labels";

export const RANGE_LABELS: Record<DashboardRange, string> = { today: "Bugün", "7d": "Son 7 gün", "30d": "Son 30 gün" };

const n = (value: number) => formatNumber(value);
const percent = (value: number | null) => (value === null ? "—" : `%${formatNumber(Math.round(value * 100))}`);

/** The figures and charts of one range, only the parts the server sent (it leaves out what a role may not see). */
export function DashboardFigures({
  data,
  loading,
  error,
  onRetry,
}: {
  data: Dashboard | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  if (error && !data) {
    return (
      <div role="alert" className="mt-6 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-red-200">
        <p className="font-semibold text-red-800">{error}</p>
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Tekrar dene
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <p
        className="mt-6 rounded-2xl bg-white p-6 text-center text-neutral-600 shadow-sm ring-1 ring-neutral-200"
        role="status"
      >
        Özet yükleniyor…
      </p>
    );
  }
  const { auctions, sales, users, provision, sellRequests, transportRequests, messages } = data;
  const period = RANGE_LABELS[data.range].toLocaleLowerCase("tr-TR");
  const chartNote = data.range === "today" ? " (son 7 gün)" : "";
  const work = provision || sellRequests || transportRequests || messages;
  const nothing = !auctions && !sales && !users && !work;

  return (
    <div aria-busy={loading}>
      {nothing && (
        <p className="mt-6 rounded-2xl bg-white p-6 text-center text-neutral-600 shadow-sm ring-1 ring-neutral-200">
          Yetkilerinizin kapsadığı bir özet rakamı yok.
        </p>
      )}
      {work && (
        <Group title="Bekleyen işler">
          {provision && (
            <StatCard
              label="Onay bekleyen provizyon talebi"
              value={n(provision.pendingRequests)}
              href="/management/provizyon"
            />
          )}
          {provision && (
            <StatCard
              label="Ödeme bekleyen çekim talebi"
              value={n(provision.pendingWithdrawals)}
              hint={formatTL(provision.pendingWithdrawalAmount)}
              href="/management/cekimler"
            />
          )}
          {provision && (
            <StatCard
              label={dualControlLabels.queue}
              value={n(provision.secondApprovalRequests + provision.secondApprovalWithdrawals)}
              hint={`${n(provision.secondApprovalRequests)} provizyon, ${n(provision.secondApprovalWithdrawals)} çekim`}
              href={
                provision.secondApprovalRequests === 0 && provision.secondApprovalWithdrawals > 0
                  ? "/management/cekimler?state=awaiting_second_approval"
                  : "/management/provizyon?state=awaiting_second_approval"
              }
            />
          )}
          {sellRequests && (
            <StatCard label="Açık satış talebi" value={n(sellRequests.open)} href="/management/satis-talepleri" />
          )}
          {transportRequests && (
            <StatCard label="Açık nakliye talebi" value={n(transportRequests.open)} href="/management/nakliye" />
          )}
          {messages && <StatCard label="Okunmamış mesaj" value={n(messages.unread)} href="/management/mesajlar" />}
        </Group>
      )}
      {auctions && (
        <Group title="İhaleler">
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
        </Group>
      )}
      {sales && (
        <Group title="Satışlar">
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
        </Group>
      )}
      {users && (
        <Group title="Kullanıcılar">
          <StatCard label="Yeni kullanıcı" value={n(users.newUsers)} hint={period} />
          <StatCard label={KVKK_LABELS.dashboardPending} value={n(users.pendingDeletions)} hint="Şu an" />
        </Group>
      )}
      {(auctions || sales || users) && (
        <section aria-label="Grafikler" className="mt-6 grid gap-4 lg:grid-cols-2">
          {auctions && (
            <ChartCard title={`Günlük teklif${chartNote}`} points={auctions.bidsPerDay} format={n} color="#c2410c" />
          )}
          {sales && (
            <ChartCard
              title={`Günlük satış hacmi (TL)${chartNote}`}
              points={sales.gmvPerDay}
              format={(v) => formatTL(v)}
              color="#0a0a0a"
            />
          )}
          {users && (
            <ChartCard
              title={`Günlük yeni kullanıcı${chartNote}`}
              points={users.newUsersPerDay}
              format={n}
              color="#15803d"
            />
          )}
        </section>
      )}
    </div>
  );
}
