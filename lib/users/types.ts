/** Views of Management › Kullanıcılar, answered by lib/server/users/service.ts. */
import type { AccountProfile } from "@/lib/accounts/types";
import type { ConsentRecord } from "@/lib/consents/types";
import type { MyBid } from "@/lib/bids/types";
import type { MyOrder } from "@/lib/orders/types";
import type { ProvisionBalance, ProvisionRequestView } from "@/lib/deposits/types";
import type { SellRequestView } from "@/lib/sellRequests/types";
import type { TransportRequestView } from "@/lib/transportRequests/types";
import type { AuditEntryView } from "@/lib/audit/types";
import type { IdentityView } from "@/lib/identity/types";

/** `deleted`: the user deleted their account (KVKK); the row stays, anonymised, as the owner of the ledger. */
export type UserStatus = "active" | "suspended" | "deleted";

export type Suspension = { at: string; reason: string; byName: string | null };

/** A row of GET /api/management/users. */
export type ManagedUser = AccountProfile & {
  provision: ProvisionBalance;
  createdAt: string;
  status: UserStatus;
  suspension: Suspension | null;
};

export type LedgerEntryView = {
  id: number;
  kind: "deposit" | "withdrawal" | "block" | "release" | "capture";
  amount: number;
  refType: string;
  refId: string;
  note: string | null;
  createdAt: string;
};

export type UserNoteView = { id: number; body: string; staffName: string; createdAt: string };

/** GET /api/management/users/[uid]: everything staff need to answer a call about this user. */
export type ManagedUserDetail = {
  user: ManagedUser;
  /** The verified identity, masked (`12*******34`) with its date; null when not verified. */
  identity: IdentityView | null;
  ledger: LedgerEntryView[];
  provisionRequests: ProvisionRequestView[];
  bids: MyBid[];
  orders: MyOrder[];
  sellRequests: SellRequestView[];
  transportRequests: TransportRequestView[];
  notes: UserNoteView[];
  audit: AuditEntryView[];
  /** Every acceptance and withdrawal of a legal text or marketing permission, oldest first, with its version. */
  consents: ConsentRecord[];
  /** What the signed-in staff member may do here (users:write; never suspend/reinstate on their own account). */
  actions: Array<"suspend" | "reinstate" | "note" | "lift_trading_ban">;
  /** A non-payer's ban in force (PRODUCT §7.3): no bids or purchases until this date. */
  tradingBan: { endsAt: string } | null;
  /** The signed-in staff member's own account ("Kendi kaydınız"). */
  ownRecord: boolean;
};
