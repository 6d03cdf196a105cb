import { users } from "@/lib/server/db/schema";

/** How staff reach the owner of a request. */
export type OwnerRow = { uid: string; name: string; lastName: string; email: string; phone: string };

/**
 * The users columns that make an OwnerRow: the request domains' queries join them (as the card
 * columns of vehicles/catalogue.ts are joined), so no queries.ts imports another domain's queries.
 */
export const ownerColumns = {
  uid: users.uid,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
};
