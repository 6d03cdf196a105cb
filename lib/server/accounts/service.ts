import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { profileCreateSchema, profileUpdateSchema } from "@/lib/accounts/schemas";
import type { CurrentUser } from "@/lib/accounts/types";
import type { AuthAccount, UserProfile } from "./auth";
import { findProfile, findStaff, syncProfileEmail, wrongSession } from "./auth";
import { getDb, schema } from "../db";
import { AppError } from "../errors";

function toCurrentUser(account: AuthAccount, profile: UserProfile | null): CurrentUser {
  return {
    uid: account.uid,
    email: profile?.email ?? account.email,
    name: profile?.name ?? "",
    lastName: profile?.lastName ?? "",
    phone: profile?.phone ?? "",
    city: profile?.city ?? "",
    hasProfile: profile !== null,
    provision: { total: profile?.provisionTotal ?? 0, blocked: profile?.provisionBlocked ?? 0 },
  };
}

/** SPEC §7 GET /api/me/current: a signed-in account without a profile answers hasProfile:false. */
export async function getCurrentUser(account: AuthAccount): Promise<{ user: CurrentUser }> {
  const profile = await findProfile(account.uid);
  return { user: toCurrentUser(account, profile && (await syncProfileEmail(account, profile))) };
}

export async function createProfile(account: AuthAccount, input: z.infer<typeof profileCreateSchema>): Promise<{ user: CurrentUser }> {
  // Staff accounts never bid or buy (DESIGN §3): a profile would only make one a bidder. This is also
  // what a sign-up sent with the management token (SPEC §6 order) meets, and the client retries it
  // with the user token.
  if (await findStaff(account.uid)) throw wrongSession();
  const now = new Date();
  const inserted = await getDb()
    .insert(schema.users)
    .values({
      uid: account.uid,
      email: account.email,
      name: input.name,
      lastName: input.lastName,
      phone: input.phone,
      city: input.city,
      kvkkAcceptedAt: now,
      membershipAcceptedAt: now,
    })
    .onConflictDoNothing({ target: schema.users.uid })
    .returning();
  if (inserted.length === 0) throw new AppError("conflict", "Bu hesap için profil zaten oluşturulmuş.");
  return { user: toCurrentUser(account, inserted[0]) };
}

export async function updateProfile(account: AuthAccount, input: z.infer<typeof profileUpdateSchema>): Promise<{ user: CurrentUser }> {
  const [updated] = await getDb()
    .update(schema.users)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(schema.users.uid, account.uid))
    .returning();
  if (!updated) throw new AppError("not_found", "Profil bulunamadı. Lütfen baştan kayıt olunuz.");
  return { user: toCurrentUser(account, updated) };
}
