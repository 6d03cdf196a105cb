import type { Actions } from "@/lib/actions";
/** The provision views the API answers, shared by the server (lib/server/deposits/service.ts) and the screens. */
export type ProvisionRequestStatus = "pending" | "approved" | "rejected" | "cancelled";

export type ProvisionRequestView = {
  id: number;
  /** What the user announced they would send. */
  amount: number;
  /** What staff found on the company account when approving: the amount credited. */
  receivedAmount: number | null;
  referenceCode: string;
  status: ProvisionRequestStatus;
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** The staff member who approved or rejected it (null while pending and when the user cancelled it). */
  decidedByName: string | null;
  /** What the owner may do now (`provisionRequestActionsFor`). */
  actions: Actions<"cancel">;
};

export type ProvisionBalance = { total: number; blocked: number; available: number };

/**
 * A first approval waiting for a second staff member (dual control, lib/deposits/rules.ts). The user
 * never sees it: to them the request or withdrawal is simply still pending.
 */
export type FirstApprovalView = { byName: string | null; at: string };

/** GET /api/management/provision-requests: a request with the user who made it. */
export type StaffProvisionRequestView = Omit<ProvisionRequestView, "actions"> & {
  user: { name: string; lastName: string; email: string; phone: string };
  /** Set while the approval waits for a second staff member: who recorded it and the amount they found. */
  firstApproval: (FirstApprovalView & { receivedAmount: number }) | null;
  /** The signed-in staff member's own request: no buttons ("Kendi kaydınız"). */
  ownRecord: boolean;
  /** approve: decide (possibly as a first step); confirm: the second approval of someone else's first step. */
  actions: Actions<"approve" | "confirm" | "reject">;
};
