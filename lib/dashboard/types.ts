/** GET /api/management/dashboard: figures of a range; each part only when the staff member's permissions cover it. */
export type DashboardRange = "today" | "7d" | "30d";

export type DayPoint = { day: string; value: number };

export type Dashboard = {
  range: DashboardRange;
  /** Istanbul calendar days, inclusive. */
  from: string;
  to: string;
  /** auctions:write */
  auctions?: {
    live: number;
    upcoming: number;
    bids: number;
    sold: number;
    unsold: number;
    /** sold / (sold + unsold) of the auctions that ended in the range; null when none ended. */
    sellThrough: number | null;
    bidsPerDay: DayPoint[];
  };
  /** orders:write */
  sales?: {
    gmv: number;
    commission: number;
    ordersByStatus: { awaiting_payment: number; paid: number; completed: number; cancelled: number };
    gmvPerDay: DayPoint[];
  };
  /**
   * orders:write (current): the title transfer's late steps (lib/orders/rules.ts transferOverdue): fee
   * paid without an appointment, appointment passed without the GÖS payment or without the transfer.
   */
  transfers?: { appointment: number; gos: number; transfer: number };
  /** users:read */
  /** unverifiedBidders: current, not of the range (users with provision or bids and no verified identity). */
  /** pendingDeletions (current): account deletions waiting for the user's e-mailed confirmation (KVKK). */
  users?: { newUsers: number; newUsersPerDay: DayPoint[]; unverifiedBidders: number; pendingDeletions: number };
  /** provision:approve (current, not of the range) */
  /** secondApproval*: pending ones whose first approval waits for a second staff member (dual control). */
  provision?: {
    pendingRequests: number;
    pendingWithdrawals: number;
    pendingWithdrawalAmount: number;
    secondApprovalRequests: number;
    secondApprovalWithdrawals: number;
  };
  /** sell:write / transport:write (current) */
  sellRequests?: { open: number };
  transportRequests?: { open: number };
  /** messages:read (current) */
  messages?: { unread: number };
};
