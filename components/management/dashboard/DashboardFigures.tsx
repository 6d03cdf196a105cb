import { Button } from "@/components/ui/Button";
import type { Dashboard, DashboardRange } from "@/lib/dashboard/types";
import { DashboardCharts } from "@/components/management/dashboard/DashboardCharts";
import { PendingWork } from "@/components/management/dashboard/PendingWork";
import { RangeFigures } from "@/components/management/dashboard/RangeFigures";

export const RANGE_LABELS: Record<DashboardRange, string> = { today: "Bugün", "7d": "Son 7 gün", "30d": "Son 30 gün" };

const NOTE = "mt-6 rounded-2xl bg-white p-6 text-center text-neutral-600 shadow-sm ring-1 ring-neutral-200";

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
      <p className={NOTE} role="status">
        Özet yükleniyor…
      </p>
    );
  }
  const work = data.provision || data.sellRequests || data.transportRequests || data.messages;
  const nothing = !data.auctions && !data.sales && !data.users && !work;

  return (
    <div aria-busy={loading}>
      {nothing && <p className={NOTE}>Yetkilerinizin kapsadığı bir özet rakamı yok.</p>}
      {work && <PendingWork data={data} />}
      <RangeFigures data={data} period={RANGE_LABELS[data.range].toLocaleLowerCase("tr-TR")} />
      <DashboardCharts data={data} />
    </div>
  );
}
