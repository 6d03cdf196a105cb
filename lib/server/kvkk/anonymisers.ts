/**
 * KVKK account deletion as a list of per-domain anonymisers, run in order inside the deletion's
 * transaction (lib/server/kvkk/service.ts `confirmAccountDeletion`). Each domain erases or
 * overwrites the personal data it holds and keeps what the law makes us keep (ledger, orders,
 * invoices: 10 years under the tax procedure law), still linked to the user's uid, which names no
 * one once the profile is anonymised and the Firebase account deleted.
 *
 * A new domain holding personal data adds its entry here. Files to remove from storage are answered
 * by the anonymiser and removed only after commit (a rollback must not lose a photo).
 */
import { DELETED_USER_NAME } from "@/lib/kvkk/labels";
import type { Tx } from "@/lib/server/db";
import { anonymiseProfile } from "@/lib/server/accounts/service";
import { anonymiseIdentity } from "@/lib/server/identity/service";
import { deleteNotificationsOf } from "@/lib/server/notifications/service";
import { deleteSavedSearchesOf } from "@/lib/server/savedSearches/service";
import { anonymiseSellRequests } from "@/lib/server/sellRequests/service";
import { anonymiseTransportRequests } from "@/lib/server/transportRequests/service";
import { deleteNotesOf } from "@/lib/server/users/service";
import { deleteUnpublishedQuestionsOf } from "@/lib/server/questions/service";
import { deleteFollowsOf } from "@/lib/server/watchlist/service";
import { anonymiseWithdrawals } from "@/lib/server/withdrawals/service";
import { removeExportArchivesOf } from "@/lib/server/kvkk/queries";

/** What an anonymiser leaves to do after commit. */
export type AnonymiserResult = { publicObjects?: string[]; privateObjects?: string[] } | void;

export type Anonymiser = { domain: string; run: (tx: Tx, uid: string) => Promise<AnonymiserResult> };

export const ANONYMISERS: readonly Anonymiser[] = [
  { domain: "accounts", run: (tx, uid) => anonymiseProfile(tx, uid, DELETED_USER_NAME) },
  // The T.C. number and the registry names go with the profile; the freed number may verify again.
  { domain: "identity", run: (tx, uid) => anonymiseIdentity(tx, uid) },
  { domain: "withdrawals", run: (tx, uid) => anonymiseWithdrawals(tx, uid, DELETED_USER_NAME) },
  { domain: "sellRequests", run: async (tx, uid) => ({ publicObjects: await anonymiseSellRequests(tx, uid) }) },
  { domain: "transportRequests", run: (tx, uid) => anonymiseTransportRequests(tx, uid) },
  { domain: "notifications", run: (tx, uid) => deleteNotificationsOf(tx, uid) },
  { domain: "savedSearches", run: (tx, uid) => deleteSavedSearchesOf(tx, uid) },
  { domain: "watchlist", run: (tx, uid) => deleteFollowsOf(tx, uid) },
  { domain: "questions", run: (tx, uid) => deleteUnpublishedQuestionsOf(tx, uid) },
  { domain: "users", run: (tx, uid) => deleteNotesOf(tx, uid) },
  { domain: "kvkk", run: async (tx, uid) => ({ privateObjects: await removeExportArchivesOf(tx, uid) }) },
];
