import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { handleError } from "@/lib/errors";

/**
 * A staff dialog's confirmed request: busy while it runs, the answer's text as a success toast and
 * `done` after it, or the error's toast (the dialog stays open so the staff member can retry).
 */
export function useConfirmedAction() {
  const [busy, setBusy] = useState(false);

  const run = async (send: () => Promise<string>, done: () => void) => {
    setBusy(true);
    try {
      toast.success(await send());
      done();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return { busy, run };
}
