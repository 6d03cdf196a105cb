import { forwardRef, useId, type TextareaHTMLAttributes } from "react";
import { Icon } from "@/components/ui/Icon";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  counter?: { length: number; max: number };
};

/** A labelled textarea in the same look as the shared TextField, with an optional character counter. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, counter, id, className = "", ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const describedBy =
    [error ? `${fieldId}-error` : null, counter ? `${fieldId}-counter` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-lg border bg-white px-3.5 py-2.5 text-neutral-900 shadow-sm placeholder:text-neutral-400 focus:outline-none focus:ring-2 focus:ring-brand-500/40 ${error ? "border-red-500 focus:border-red-500" : "border-neutral-300 focus:border-brand-500"} ${className}`}
        {...rest}
      />
      <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
        {error ? (
          <p id={`${fieldId}-error`} className="flex items-start gap-1 text-red-600">
            <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
            {error}
          </p>
        ) : (
          <span />
        )}
        {counter && (
          <span
            id={`${fieldId}-counter`}
            className={`flex-none tabular-nums ${counter.length > counter.max ? "text-red-600" : "text-neutral-500"}`}
          >
            {counter.length} / {counter.max}
          </span>
        )}
      </div>
    </div>
  );
});
