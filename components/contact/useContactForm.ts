import type { FormEvent } from "react";
import { useRequestSubmit } from "@/components/services/useRequestSubmit";
import { useFormValues } from "@/components/ui/useFormValues";
import { checkContact, HONEYPOT_FIELD, type ContactFormValues } from "@/lib/contact/rules";

const EMPTY = { name: "", email: "", phone: "", subject: "", message: "", kvkkConsent: false, [HONEYPOT_FIELD]: "" };
type Values = typeof EMPTY;
/** What is sent: the honeypot only when a bot filled it. */
type Body = ContactFormValues & Partial<Record<typeof HONEYPOT_FIELD, string>>;

/** The /iletisim form's state and send: the same rules as the API (checkContact), so most mistakes are caught before sending. */
export function useContactForm(sentText: string) {
  const form = useFormValues<Values>(EMPTY, Object.keys(EMPTY));
  const { sending, send } = useRequestSubmit<unknown, Body>({
    url: "/api/contact",
    // The API's checks without zod (lib/contact/rules.ts); the server parses with contactSchema.
    check: checkContact,
    form,
    sentText,
    onSent: () => form.setValues(EMPTY),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values } = form;
    void send({
      ...values,
      phone: values.phone.trim() || undefined,
      [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] || undefined,
    });
  };

  return { ...form, sending, submit };
}
