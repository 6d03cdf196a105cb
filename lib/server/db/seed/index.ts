import { count } from "drizzle-orm";
import { getDb, schema } from "@/lib/server/db/index";
import { applyLedgerMove } from "@/lib/server/deposits/queries";
import { REQUIRED_CONSENTS } from "@/lib/consents/rules";
import { recordAcceptances } from "@/lib/server/consents/service";
import { DEMO_ACCOUNTS } from "@/lib/server/db/seed/demoAccounts";
import { DEMO_IDENTITIES } from "@/lib/server/db/seed/demoIdentities";
import { storeVerifiedIdentity } from "@/lib/server/identity/service";
import { ensureIdentityAccounts } from "@/lib/server/db/seed/identity";
import { seedBlog } from "@/lib/server/db/seed/blog";
import { seedAuctions } from "@/lib/server/db/seed/auctions";
import { seedBuyNow } from "@/lib/server/db/seed/buyNow";
import { seedServices } from "@/lib/server/db/seed/services";
import { seedTrade } from "@/lib/server/db/seed/trade";

export type SeedLog = (line: string) => void;

async function seedAccounts(log: SeedLog) {
  const db = getDb();
  const [{ n }] = await db.select({ n: count() }).from(schema.users);
  if (n > 0) return;
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const account of DEMO_ACCOUNTS) {
      if (account.profile) {
        const { provision, ...profile } = account.profile;
        await tx.insert(schema.users).values({
          uid: account.uid,
          email: account.email,
          ...profile,
          kvkkAcceptedAt: now,
          membershipAcceptedAt: now,
        });
        // The demo buyer bids at once: their identity is one the local registry confirms (README).
        const identity = DEMO_IDENTITIES.find((p) => p.seededFor === account.uid);
        if (identity) await storeVerifiedIdentity(tx, account.uid, identity, now);
        // Today's versions of the required texts, so demo sign-ins are not stopped by the renewal prompt.
        await recordAcceptances(tx, account.uid, REQUIRED_CONSENTS, { source: "seed", ipHash: null });
        if (provision > 0) {
          // Through the ledger, so the demo balance has its deposit row like any real one.
          const [request] = await tx
            .insert(schema.provisionRequests)
            .values({
              uid: account.uid,
              amount: provision,
              referenceCode: `MB-DEMO${account.uid.length}`,
              status: "approved",
              receivedAmount: provision,
              decidedBy: "demo-admin",
              decidedAt: now,
            })
            .returning();
          await applyLedgerMove(tx, {
            uid: account.uid,
            kind: "deposit",
            amount: provision,
            refType: "provision_request",
            refId: request.id,
            note: "Demo bakiye",
          });
        }
      }
      if (account.staff) {
        await tx
          .insert(schema.staff)
          .values({ uid: account.uid, email: account.email, displayName: account.displayName, ...account.staff });
      }
    }
  });
  log(`seeded ${DEMO_ACCOUNTS.length} demo accounts`);
}

/** Fills an empty database with demo data; each part seeds only when its own tables are empty. */
export async function seedDatabase(log: SeedLog = console.log): Promise<void> {
  await ensureIdentityAccounts(DEMO_ACCOUNTS, log);
  await seedAccounts(log);
  await seedBlog(log);
  await seedAuctions(log);
  await seedBuyNow(log);
  await seedServices(log);
  await seedTrade(log);
}
