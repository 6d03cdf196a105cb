/**
 * The /management dashboard: figures of today / 7 / 30 Istanbul days, each part computed only when
 * the staff member's permissions cover it (a part they may not see is never queried or sent).
 */
import type { Dashboard, DashboardRange } from "@/lib/dashboard/types";
import { hasPermission } from "@/lib/staff/rules";
import type { StaffMember } from "@/lib/server/staff/service";
import * as q from "@/lib/server/dashboard/queries";
import { transferOverdueCounts } from "@/lib/server/orders/service";

const DAYS: Record<DashboardRange, number> = { today: 1, "7d": 7, "30d": 30 };

/** YYYY-MM-DD of an instant in Istanbul. */
function istanbulDay(at: Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Istanbul" }).format(at);
}

function minusDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export function rangeWindow(range: DashboardRange, now = new Date()): q.Window {
  const to = istanbulDay(now);
  return { from: minusDays(to, DAYS[range] - 1), to };
}

/**
 * The range's total from the chart's days: the chart's window always covers the range's (a week for
 * "today"), so each per-day count is computed once per request (a month of bids is the costliest statement).
 */
function totalWithin(days: { day: string; value: number }[], w: q.Window): number {
  return days.filter((d) => d.day >= w.from && d.day <= w.to).reduce((sum, d) => sum + d.value, 0);
}

export async function getDashboard(staff: StaffMember, range: DashboardRange): Promise<Dashboard> {
  const w = rangeWindow(range);
  // The charts show at least a week, so "today" still has a trend to compare with.
  const chart = range === "today" ? rangeWindow("7d") : w;
  const can = (p: Parameters<typeof hasPermission>[1]) => hasPermission(staff, p);

  const [auctions, sales, users, provision, sell, transport, messages, transfers] = await Promise.all([
    can("auctions:write")
      ? Promise.all([q.auctionFigures(w), q.bidsPerDay(chart)]).then(([a, bidsChart]) => {
          const sold = q.num(a.sold);
          const unsold = q.num(a.unsold);
          return {
            live: q.num(a.live),
            upcoming: q.num(a.upcoming),
            bids: totalWithin(bidsChart, w),
            sold,
            unsold,
            sellThrough: sold + unsold > 0 ? sold / (sold + unsold) : null,
            bidsPerDay: bidsChart,
          };
        })
      : undefined,
    can("orders:write")
      ? Promise.all([q.salesFigures(w), q.gmvPerDay(chart)]).then(([s, gmvPerDay]) => ({
          gmv: q.num(s.gmv),
          commission: q.num(s.commission),
          ordersByStatus: {
            awaiting_payment: q.num(s.awaiting_payment),
            paid: q.num(s.paid),
            completed: q.num(s.completed),
            cancelled: q.num(s.cancelled),
          },
          gmvPerDay,
        }))
      : undefined,
    can("users:read")
      ? Promise.all([q.newUsersPerDay(chart), q.unverifiedBidders(), q.pendingDeletions()]).then(
          ([perDay, unverifiedBidders, pendingDeletions]) => ({
            newUsers: totalWithin(perDay, w),
            newUsersPerDay: perDay,
            unverifiedBidders,
            pendingDeletions,
          }),
        )
      : undefined,
    can("provision:approve")
      ? q.provisionFigures().then((p) => ({
          pendingRequests: q.num(p.pending_requests),
          pendingWithdrawals: q.num(p.pending_withdrawals),
          pendingWithdrawalAmount: q.num(p.pending_withdrawal_amount),
          secondApprovalRequests: q.num(p.second_approval_requests),
          secondApprovalWithdrawals: q.num(p.second_approval_withdrawals),
        }))
      : undefined,
    can("sell:write") ? q.openSellRequests().then((open) => ({ open })) : undefined,
    can("transport:write") ? q.openTransportRequests().then((open) => ({ open })) : undefined,
    can("messages:read") ? q.unreadMessages().then((unread) => ({ unread })) : undefined,
    can("orders:write") ? transferOverdueCounts() : undefined,
  ]);

  return {
    range,
    from: w.from,
    to: w.to,
    ...(auctions && { auctions }),
    ...(sales && { sales }),
    ...(users && { users }),
    ...(provision && { provision }),
    ...(sell && { sellRequests: sell }),
    ...(transport && { transportRequests: transport }),
    ...(messages && { messages }),
    ...(transfers && { transfers }),
  };
}
