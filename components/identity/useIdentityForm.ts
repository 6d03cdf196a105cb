import { useState, type FormEvent } from "react";
import { useFormFields } from "@/components/ui/useFormFields";
import { toast } from "@/lib/browser/toast";
import { IDENTITY_ERRORS, IDENTITY_LABELS } from "@/lib/identity/labels";
import {
  identityFormProblems,
  identityKindOf,
  normalizeIdentityNumber,
  type IdentityFormValues,
} from "@/lib/identity/rules";
import type { IdentityStatus } from "@/lib/identity/types";
import { errorMessage } from "@/lib/errors";
import { focusFirstError, serverFieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";

const EMPTY: IdentityFormValues = {
  number: "",
  firstName: "",
  lastName: "",
  birthYear: "",
  birthMonth: "",
  birthDay: "",
};

/**
 * The verification form's state and submit: the same field checks as the server (no zod, and a
 * wrong check digit never leaves the browser), then POST /api/me/identity. A refusal without a
 * field (registry down, no match, number taken) is shown above the button, not only as a toast.
 */
export function useIdentityForm(onVerified: (status: IdentityStatus) => Promise<unknown>) {
  const { values, setValues, setErrors, field } = useFormFields<IdentityFormValues>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const foreign = identityKindOf(normalizeIdentityNumber(values.number)) === "ykn";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = identityFormProblems(values, new Date().getFullYear());
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found);
      return;
    }
    setSending(true);
    try {
      const status = await http.post<IdentityStatus>("/api/me/identity", {
        ...values,
        number: normalizeIdentityNumber(values.number),
      });
      toast.success(IDENTITY_LABELS.success);
      setValues(EMPTY);
      await onVerified(status);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        focusFirstError(form, fields);
      }
      // A field's own message is enough for a 422 about fields; anything else is said above the button.
      const status = (error as { status?: number } | null)?.status;
      setProblem(fields && status === 422 ? null : errorMessage(error, IDENTITY_ERRORS.failed));
    } finally {
      setSending(false);
    }
  };

  return { field, problem, sending, foreign, submit };
}
