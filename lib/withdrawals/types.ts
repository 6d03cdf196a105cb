import type { Actions } from "@/lib/actions";
/** The withdrawal views the API answers, shared by the server (lib/server/withdrawals/service.ts) and the screens. */
import type { FirstApprovalView } from "@/lib/deposits/types";

export type WithdrawalStatus = "pending" | "paid" | "rejected" | "cancelled";

/** A provision withdrawal as its owner sees it (GET /api/me/withdrawals). */
export type WithdrawalView = {
  id: number;
  amount: number;
  /** Normalised "TR" + 24 digits. */
  iban: string;
  accountName: string;
  status: WithdrawalStatus;
  rejectReason: string | null;
  paymentReference: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** What the owner may do now (computed on the server by `withdrawalActionsFor`). */
  actions: Actions<"cancel">;
};

/** GET /api/management/withdrawals: a withdrawal with its owner and who decided it. */
export type StaffWithdrawalView = Omit<WithdrawalView, "actions"> & {
  uid: string;
  user: { name: string; lastName: string; email: string; phone: string };
  decidedByName: string | null;
  /** Set while the payment waits for a second staff member: who recorded it and the reference they entered. */
  firstApproval: (FirstApprovalView & { paymentReference: string | null }) | null;
  /** The signed-in staff member's own withdrawal: no buttons ("Kendi kaydınız"). */
  ownRecord: boolean;
  /**
   * A pending first withdrawal to an IBAN the user was never paid to: when it may be paid (ISO);
   * until then `actions` holds neither "pay" nor "confirm". Null when it may be paid at once or is no longer pending.
   */
  payableAt: string | null;
  /** pay: decide (possibly as a first step); confirm: the second approval of someone else's first step. */
  actions: Actions<"pay" | "confirm" | "reject">;
};

/** The cancel page of the "withdrawal requested" e-mail (/cekim-iptal): only the IBAN's last four digits. */
export type CancelLinkWithdrawal = { id: number; amount: number; ibanLast4: string; createdAt: string };
