import { adminAuth } from "@/lib/server/firebaseAdmin";
import * as q from "@/lib/server/kvkk/queries";
import { logger } from "@/lib/server/logger";

/**
 * The last step of an account deletion, after its commit: the Firebase account goes (its sessions
 * with it). A failure is logged and left to the minute sweep (exports.ts `sweepKvkk`); the
 * anonymised profile already refuses the account meanwhile (accounts/service.ts `findProfile`).
 */
export async function removeFirebaseAccount(deletionId: number, uid: string): Promise<boolean> {
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/user-not-found") {
      logger.error({ err: error, deletionId }, "deleting the Firebase account failed; the sweep retries");
      return false;
    }
  }
  await q.markFirebaseDeleted(deletionId);
  return true;
}
