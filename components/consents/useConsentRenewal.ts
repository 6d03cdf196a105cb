import { useState, type FormEvent } from "react";
import { toast } from "@/lib/browser/toast";
import { useSession } from "@/components/session/SessionProvider";
import { CONSENT_ERRORS, consentTexts } from "@/lib/consents/labels";
import type { ConsentKind } from "@/lib/consents/types";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";

/** The renewal prompt's state: one box per changed text, all required; the answer re-reads the session. */
export function useConsentRenewal(pending: ConsentKind[]) {
  const { refresh, logout } = useSession();
  const [checked, setChecked] = useState<Partial<Record<ConsentKind, boolean>>>({});
  const [error, setError] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const toggle = (kind: ConsentKind, value: boolean) => setChecked((c) => ({ ...c, [kind]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending.some((kind) => !checked[kind])) {
      setError(CONSENT_ERRORS.missing);
      return;
    }
    setError("");
    setSubmitting(true);
    try {
      await http.post("/api/me/consents", { kinds: pending });
      toast.success(consentTexts.renewalSaved);
      await refresh();
    } catch (e) {
      setError(errorMessage(e, CONSENT_ERRORS.missing));
    } finally {
      setSubmitting(false);
    }
  };

  return { checked, toggle, error, submitting, submit, logout };
}
