import { useRouter } from "next/router";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "@/lib/browser/toast";
import { useSession } from "@/components/session/SessionProvider";
import { authErrorMessage, emailVerificationLabels, safeReturnUrl } from "@/lib/accounts/labels";
import { mayHoldFirebaseSession } from "@/lib/accounts/storedSession";
import { errorMessage } from "@/lib/errors";
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { setUserToken } from "@/lib/tokens";

export type RegisterValues = {
  name: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  phone: string;
  city: string;
  kvkkConsent: boolean;
  membershipConsent: boolean;
  abroadConsent: boolean;
  marketingConsent: boolean;
};

type ConsentKey = "kvkkConsent" | "membershipConsent" | "abroadConsent" | "marketingConsent";
type TextKey = Exclude<keyof RegisterValues, ConsentKey>;

const EMPTY: RegisterValues = {
  name: "",
  lastName: "",
  email: "",
  password: "",
  passwordConfirm: "",
  phone: "",
  city: "",
  kvkkConsent: false,
  membershipConsent: false,
  abroadConsent: false,
  marketingConsent: false,
};

/**
 * Sign-up in two steps behind one form: the Firebase account, then the profile row (PRODUCT §3.5). A
 * Firebase account that has no profile yet (the profile step failed, or PRODUCT §3.2 sent the user back
 * here) resumes with only the profile fields.
 */
export function useRegister() {
  const router = useRouter();
  const { user, loading, refresh } = useSession();
  const [form, setForm] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);
  /** The signed-in Firebase account without a profile, when resuming. */
  const [pending, setPending] = useState<{ email: string } | null>(null);
  const [checking, setChecking] = useState(true);
  const formRef = useRef<HTMLFormElement>(null);
  const returnUrl = safeReturnUrl(router.query.returnUrl, "/profil");

  useEffect(() => {
    if (!loading && user && !submitting) void router.replace(returnUrl);
  }, [loading, user, submitting, returnUrl, router]);

  // A Firebase session left from an unfinished sign-up continues at the profile step.
  useEffect(() => {
    if (loading || user) return;
    let cancelled = false;
    mayHoldFirebaseSession()
      .then((maybe) =>
        maybe ? import("@/lib/accounts/firebaseAuth").then(({ currentAccount }) => currentAccount()) : null,
      )
      .then((account) => {
        if (!cancelled && account) setPending({ email: account.email });
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setChecking(false));
    return () => {
      cancelled = true;
    };
  }, [loading, user]);

  const set =
    <K extends keyof RegisterValues>(key: K) =>
    (value: RegisterValues[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  /** The props a text field or select of `key` needs: id, name, value, change handler and message. */
  const field = (key: TextKey) => ({
    id: `kayit-${key}`,
    name: key,
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key)(e.target.value),
    error: errors[key],
    required: true,
  });
  /** The same for a consent checkbox. */
  const consent = (key: ConsentKey) => ({
    id: `kayit-${key}`,
    name: key,
    checked: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key)(e.target.checked),
    error: errors[key],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    // React clears currentTarget when the handler yields; zod loads with the first send (not with the page).
    const formElement = event.currentTarget as HTMLFormElement;
    const { accountFormSchema, profileFormSchema } = await import("@/lib/accounts/schemas");
    const profile = profileFormSchema.safeParse(form);
    const account = pending ? null : accountFormSchema.safeParse(form);
    const fieldErrors = {
      ...(account && !account.success ? zodFieldErrors(account.error) : {}),
      ...(!profile.success ? zodFieldErrors(profile.error) : {}),
    };
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0 || !profile.success) {
      focusFirstError(formElement, fieldErrors);
      return;
    }

    setSubmitting(true);
    const authClient = await import("@/lib/accounts/firebaseAuth");
    let stage: "account" | "profile" = "account";
    try {
      if (pending) {
        const current = await authClient.currentAccount();
        if (!current) {
          setPending(null);
          setFormError("Oturumunuz sona erdi. Lütfen bilgilerinizle yeniden kayıt olun veya giriş yapın.");
          return;
        }
        setUserToken(current.token);
      } else if (account?.success) {
        const token = await authClient.signUpWithPassword(
          account.data.email,
          account.data.password,
          `${profile.data.name} ${profile.data.lastName}`,
        );
        setUserToken(token);
        setPending({ email: account.data.email });
      }
      stage = "profile";
      await http.post("/api/me/profile", profile.data);
      const created = await refresh();
      if (created) {
        toast.success(
          created.emailVerified
            ? `Hoş geldiniz ${created.name}! Kaydınız tamamlandı.`
            : `Hoş geldiniz ${created.name}! Kaydınız tamamlandı. ${emailVerificationLabels.signUpSent(created.email)}`,
          { duration: 8000 },
        );
        await router.push(returnUrl);
      }
    } catch (error) {
      if (stage === "account") {
        const message = authErrorMessage(error, "Kayıt oluşturulamadı. Lütfen tekrar deneyin.");
        if ((error as { code?: string })?.code === "auth/email-already-in-use") {
          setErrors({ email: message });
          focusFirstError(formRef.current, { email: message });
        } else setFormError(message);
        return;
      }
      const status = (error as { status?: number })?.status;
      if (status === 409) {
        // The profile already exists (double submit or another tab): just continue signed in.
        const current = await refresh();
        if (current) await router.push(returnUrl);
        return;
      }
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        focusFirstError(formRef.current, fields);
      }
      setFormError(errorMessage(error, "Profiliniz kaydedilemedi. Lütfen bilgilerinizi kontrol edip tekrar deneyin."));
    } finally {
      setSubmitting(false);
    }
  };

  const cancelPending = async () => {
    const { signOutFirebase } = await import("@/lib/accounts/firebaseAuth");
    await signOutFirebase();
    setPending(null);
    setForm(EMPTY);
    setErrors({});
    setFormError("");
  };

  return {
    form,
    set,
    field,
    consent,
    errors,
    formError,
    submitting,
    pending,
    checking,
    formRef,
    submit,
    cancelPending,
    loading,
    user,
  };
}

export type Register = ReturnType<typeof useRegister>;
