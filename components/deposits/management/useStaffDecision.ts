import { useCallback, useState } from "react";
import { handleError } from "@/lib/errors";

/**
 * What a staff decision on a provision request or a withdrawal shares: the row asked about, the
 * rejection reason (at least 3 characters, as the API checks), the busy state, and a reload after
 * every attempt, since someone else may have decided the row meanwhile.
 */
export function useStaffDecision<A extends { kind: string }>(load: () => Promise<unknown>) {
  const [action, setAction] = useState<A | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = useCallback(() => {
    if (busy) return;
    setAction(null);
    setReason("");
    setReasonError(undefined);
  }, [busy]);

  /** Runs `perform` on the open row (a rejection only with its reason), then closes on success. */
  const decide = async (perform: (action: A) => Promise<void>) => {
    if (!action) return;
    if (action.kind === "reject" && reason.trim().length < 3) {
      setReasonError("Ret gerekçesi en az 3 karakter olmalıdır.");
      return;
    }
    setBusy(true);
    try {
      await perform(action);
      setAction(null);
      setReason("");
    } catch (error) {
      handleError(error, "İşlem tamamlanamadı.");
    } finally {
      setBusy(false);
      await load();
    }
  };

  return { action, setAction, close, decide, busy, reason, setReason, reasonError };
}
