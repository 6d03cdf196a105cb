import type { Dashboard } from "@/lib/dashboard/types";
import { formatTL } from "@/lib/format";
import { ChartCard } from "@/components/management/dashboard/ChartCard";
import { n } from "@/components/management/dashboard/DashboardGroup";

/** Day-by-day charts of the parts sent; on "today" the server sends a week, so the title says so. */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const { auctions, sales, users } = data;
  if (!auctions && !sales && !users) return null;
  const chartNote = data.range === "today" ? " (son 7 gün)" : "";
  return (
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
  );
}
