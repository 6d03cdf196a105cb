import { useRef, useState, type ChangeEvent } from "react";
import type { FieldErrors } from "@/lib/formErrors";

type Change = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * A form's values and field messages (/iletisim, Borsa'da Sat, Nakliye): `set` changes one value and
 * drops that field's message, `field(name)` binds a text input to it, `showErrors` puts messages on
 * screen and moves the keyboard to the first of them in the order the form shows its fields.
 */
export function useFormValues<V extends object>(
  initial: V | (() => V),
  order: readonly string[],
  /** Where focus goes for a field that is not an element named after it (the photo picker). */
  targets: Record<string, string> = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next send.
    if (errors[key as string]) setErrors(({ [key as string]: _removed, ...rest }) => rest);
  };

  /** name, value, onChange and error of a text input, select or textarea; `clean` reshapes what was typed. */
  const field = <K extends keyof V & string>(name: K, clean: (typed: string) => string = (typed) => typed) => ({
    name,
    value: values[name] as string,
    onChange: (event: Change) => set(name, clean(event.target.value) as V[K]),
    error: errors[name],
  });

  const focusFirst = (fields: FieldErrors) => {
    const first = order.find((key) => fields[key]);
    if (first) form.current?.querySelector<HTMLElement>(targets[first] ?? `[name="${first}"]`)?.focus();
  };

  const showErrors = (fields: FieldErrors) => {
    setErrors(fields);
    focusFirst(fields);
  };

  return { values, setValues, errors, setErrors, set, field, form, showErrors };
}

export type FormValues<V extends object> = ReturnType<typeof useFormValues<V>>;

/** What `field(name)` gives a text input, select or textarea. */
export type FieldBinding = {
  name: string;
  value: string;
  onChange: (event: Change) => void;
  error?: string;
};
