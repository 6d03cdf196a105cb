import { useRead } from "@/lib/clientData";
import { handleError } from "@/lib/errors";
import type { MyConsents } from "@/lib/consents/types";
import { CONSENT_LOAD_ERRORS } from "@/lib/consents/labels";

export const MY_CONSENTS_URL = "/api/me/consents";

/** The signed-in user's consents: the marketing switch and the history. */
export function useMyConsents(enabled: boolean) {
  return useRead<MyConsents>(enabled ? MY_CONSENTS_URL : null, {
    onError: (e) => handleError(e, CONSENT_LOAD_ERRORS.mine),
  });
}
