import { useRead } from "@/lib/clientData";
import { handleError } from "@/lib/errors";
import type { MyConsents } from "@/lib/consents/types";

export const MY_CONSENTS_URL = "/api/me/consents";

/** The signed-in user's consents: the marketing switch and the history. */
export function useMyConsents(enabled: boolean) {
  return useRead<MyConsents>(enabled ? MY_CONSENTS_URL : null, {
    onError: (e) => handleError(e, "İzin tercihleriniz yüklenemedi."),
  });
}
