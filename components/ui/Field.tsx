import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from "react";
import { Icon } from "@/components/ui/Icon";

const control =
  "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-neutral-900 shadow-sm placeholder:text-neutral-400 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:bg-neutral-100";

function controlClass(error?: string) {
  return `${control} ${error ? "border-red-500 focus:border-red-500" : "border-neutral-300 focus:border-brand-500"}`;
}

type Wrap = { label: string; error?: string; hint?: ReactNode };

function FieldShell({ id, label, error, hint, children }: Wrap & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1 text-sm text-red-600">
          <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-neutral-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Wrap & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input whose error sits right under it and is announced with the field. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className = "", type, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [reveal, setReveal] = useState(false);
  const isPassword = type === "password";
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          ref={ref}
          id={fieldId}
          type={isPassword && reveal ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass(error)} ${isPassword ? "pr-11" : ""} ${className}`}
          {...rest}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setReveal((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-neutral-500 hover:text-neutral-800"
            aria-label={reveal ? "Şifreyi gizle" : "Şifreyi göster"}
            aria-pressed={reveal}
          >
            <Icon name={reveal ? "eyeOff" : "eye"} className="h-5 w-5" />
          </button>
        )}
      </div>
    </FieldShell>
  );
});

type SelectFieldProps = Wrap & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className = "", children, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <select
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        className={`${controlClass(error)} ${className}`}
        {...rest}
      >
        {children}
      </select>
    </FieldShell>
  );
});

/** A consent checkbox with its own error line. */
export function CheckboxField({
  id,
  label,
  error,
  ...rest
}: { id: string; label: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-5 w-5 flex-none rounded border-neutral-300 accent-brand-600"
          {...rest}
        />
        <label htmlFor={id} className="text-sm text-neutral-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1 pl-8 text-sm text-red-600">
          <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level error (e.g. wrong password), announced when it appears. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
    >
      <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
      <div>{children}</div>
    </div>
  );
}
