import { useState, type FormEvent } from "react";
import { validateSignIn } from "@/lib/accounts/rules";
import { focusFirstError, type FieldErrors } from "@/lib/formErrors";

/**
 * The state of a sign-in form (users on /giris, staff on /management/login): both check the fields
 * the same way; what happens with a valid e-mail and password is the page's `signIn`, which answers
 * the message to show above the form, or nothing.
 */
export function useSignIn(signIn: (email: string, password: string) => Promise<string | void>) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const checked = validateSignIn({ email, password });
    if (Object.keys(checked.errors).length > 0) {
      setErrors(checked.errors);
      focusFirstError(event.currentTarget as HTMLFormElement, checked.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const message = await signIn(checked.email, password);
      if (message) setFormError(message);
    } finally {
      setSubmitting(false);
    }
  };

  return { email, setEmail, password, setPassword, errors, formError, submitting, submit };
}
