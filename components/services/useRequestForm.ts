import { useState } from "react";
import type { ZodType } from "zod";
import { useRequestSubmit, zodCheck } from "@/components/services/useRequestSubmit";
import { useFormValues } from "@/components/ui/useFormValues";

type Options<V, R> = {
  initial: () => V;
  /** The fields in the order the form shows them: focus goes to the first with a message. */
  order: readonly string[];
  targets?: Record<string, string>;
  /** POST target; it answers `{ request }`. */
  url: string;
  schema: () => Promise<ZodType>;
  /** The values once a request is sent. */
  after: (sent: V) => V;
  sentText: string;
  failedText: string;
  refusal?: (error: unknown) => string | null;
  identityRefusal?: (error: unknown) => string | null;
  onCreated?: (request: R) => void;
};

/**
 * A service request form (Borsa'da Sat, Nakliye): its values, the API's own rules before sending, and
 * the request once received, which the form shows instead of itself until `again`.
 */
export function useRequestForm<V extends object, R>({
  initial,
  order,
  targets,
  schema,
  after,
  onCreated,
  ...rest
}: Options<V, R>) {
  const form = useFormValues<V>(initial, order, targets);
  const [created, setCreated] = useState<R | null>(null);
  const submit = useRequestSubmit<{ request: R }>({
    ...rest,
    check: zodCheck(schema),
    form,
    onSent: ({ request }) => {
      setCreated(request);
      form.setValues(after);
      onCreated?.(request);
    },
  });
  return { ...form, ...submit, created, again: () => setCreated(null) };
}
