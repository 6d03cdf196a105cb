import { useState, type ChangeEvent } from "react";
import type { ZodType } from "zod";
import { handleError } from "@/lib/errors";
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";

type Submit<T> = {
  url: string;
  body: unknown;
  /** Checked in the browser before sending; the server checks again. */
  schema?: ZodType | null;
  /** Messages found before the schema runs (money fields read by lib/turkishAmount.ts). */
  fieldErrors?: FieldErrors;
  onSaved: (saved: T) => void | Promise<void>;
  /** A refusal without field messages: someone else may have moved the request meanwhile. */
  onFailed: () => void | Promise<void>;
};

/**
 * The form of a staff action on a sell or transport request (offer, quote, schedule, reject…):
 * the values, their messages under the fields, the sending state and one submit.
 */
export function useStaffActionForm<F extends Record<string, string>>(empty: F) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const reset = (start: Partial<F> = {}) => {
    setValues({ ...empty, ...start });
    setErrors({});
  };
  const set = (key: keyof F & string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  /** A field's props: name, value, change handler (through `format`, e.g. formatAmountInput) and message. */
  const field = (key: keyof F & string, format: (raw: string) => string = (raw) => raw) => ({
    name: key,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(key, format(e.target.value)),
    error: errors[key],
  });

  const submit = async <T>({ url, body, schema, fieldErrors, onSaved, onFailed }: Submit<T>) => {
    if (fieldErrors && Object.keys(fieldErrors).length > 0) return setErrors(fieldErrors);
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    }
    setBusy(true);
    try {
      await onSaved(await http.post<T>(url, body));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else {
        handleError(error, "İşlem tamamlanamadı.");
        await onFailed();
      }
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, busy, set, field, reset, submit };
}

export type StaffActionForm<F extends Record<string, string>> = ReturnType<typeof useStaffActionForm<F>>;
