import { sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db";

/**
 * Moves a withdrawal's request time back past the new-IBAN hold (lib/deposits/rules.ts
 * NEW_IBAN_HOLD_HOURS), as if it had been asked for a day ago: tests that pay a first withdrawal to
 * a new IBAN use it instead of waiting.
 */
export async function pastNewIbanHold(withdrawalId: number, hours = 25): Promise<void> {
  await getDb().execute(
    sql`UPDATE withdrawals SET created_at = created_at - make_interval(hours => ${hours}) WHERE id = ${withdrawalId}`,
  );
}
