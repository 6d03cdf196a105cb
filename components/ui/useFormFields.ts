import { useState, type ChangeEvent } from "react";
import type { FieldErrors } from "@/lib/formErrors";

/**
 * A form's text values and field messages, and `field(name)`: the props that bind one TextField or
 * SelectField to them (name, value, onChange, error), so a form does not repeat that wiring per field.
 */
export function useFormFields<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });
  return { values, setValues, errors, setErrors, field };
}

export type FieldBinding = ReturnType<ReturnType<typeof useFormFields>["field"]>;
