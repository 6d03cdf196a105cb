/** The KVKK self-service views (Profil › KVKK haklarım and the staff user page), answered by lib/server/kvkk/service.ts. */
import type { Actions } from "@/lib/actions";

export type DataExportStatus = "pending" | "ready" | "failed" | "expired";

/** One "Verilerimi indir" request as its owner and staff see it. */
export type DataExportView = {
  id: number;
  status: DataExportStatus;
  createdAt: string;
  readyAt: string | null;
  /** The download link's end (24 hours after the archive was built); null until it is ready. */
  expiresAt: string | null;
  /** Size of the archive in bytes, once built. */
  bytes: number | null;
};

export type AccountDeletionStatus = "requested" | "completed" | "cancelled";

/** One "Hesabımı sil" request. `requested` waits for the e-mailed confirmation until `confirmBy`. */
export type AccountDeletionView = {
  id: number;
  status: AccountDeletionStatus;
  createdAt: string;
  confirmBy: string;
  completedAt: string | null;
  /** Staff only: the Firebase account is gone too (a failed removal is retried by the sweep). */
  accountRemoved: boolean;
};

/** Why an account cannot be deleted now (lib/kvkk/rules.ts `deletionBlockers`). */
export type DeletionBlocker = "leading_auction" | "blocked_provision" | "unpaid_order" | "pending_withdrawal";

/** GET /api/me/kvkk: the user's requests and what they may do now. */
export type MyKvkk = {
  exports: DataExportView[];
  /** The open deletion request (waiting for the e-mailed confirmation), if any. */
  deletion: AccountDeletionView | null;
  /** Why "Hesabımı sil" is refused now; empty when it is allowed. */
  blockers: DeletionBlocker[];
  actions: Actions<"export" | "delete">;
};

/** GET /api/management/users/[uid]/kvkk: the user's export and deletion requests. */
export type ManagedUserKvkk = {
  exports: DataExportView[];
  deletions: AccountDeletionView[];
  /** Set once the account was deleted and its personal data anonymised. */
  deletedAt: string | null;
};

/** What the confirmation page (/hesap-silme) shows before the confirming click. */
export type DeletionLinkView = { email: string; confirmBy: string };
