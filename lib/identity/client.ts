import { useRead } from "@/lib/clientData";
import type { IdentityStatus } from "@/lib/identity/types";

/** /profil: the account's verified identity (masked), or null; `mutate` after verifying. */
export function useMyIdentity() {
  return useRead<IdentityStatus>("/api/me/identity");
}
