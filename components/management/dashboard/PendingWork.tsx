import type { Dashboard } from "@/lib/dashboard/types";
import { formatTL } from "@/lib/format";
import { dualControlLabels } from "@/lib/deposits/labels";
import { ORDER_STEP_LABELS } from "@/lib/orders/labels";
import { DashboardGroup, n } from "@/components/management/dashboard/DashboardGroup";
import { StatCard } from "@/components/management/dashboard/StatCard";

/** "Bekleyen işler": what waits for staff now, each card linking to its queue. */
export function PendingWork({ data }: { data: Dashboard }) {
  const { provision, sellRequests, transportRequests, messages, transfers } = data;
  return (
    <DashboardGroup title="Bekleyen işler">
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
      {transfers && (
        <StatCard
          label={ORDER_STEP_LABELS.dashboard}
          value={n(transfers.appointment + transfers.gos + transfers.transfer)}
          hint={ORDER_STEP_LABELS.dashboardHint(transfers)}
          href="/management/siparisler"
        />
      )}
      {messages && <StatCard label="Okunmamış mesaj" value={n(messages.unread)} href="/management/mesajlar" />}
    </DashboardGroup>
  );
}
