import { ilike, sql, type SQL } from "drizzle-orm";
import { users } from "@/lib/server/db/schema";

/** How staff reach the owner of a request. */
export type OwnerRow = { uid: string; name: string; lastName: string; email: string; phone: string };

/** The owner's contact as a staff queue shows it beside a request. */
export const ownerContactColumns = {
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
};

/**
 * The users columns that make an OwnerRow: the request domains' queries join them (as the card
 * columns of vehicles/catalogue.ts are joined), so no queries.ts imports another domain's queries.
 */
export const ownerColumns = {
  uid: users.uid,
  ...ownerContactColumns,
};

/** A staff search over the owner: the full name or the e-mail contains `like` (an escaped ILIKE pattern). */
export const ownerMatches = (like: string): SQL[] => [
  sql`(${users.name} || ' ' || ${users.lastName}) ILIKE ${like}`,
  ilike(users.email, like),
];
