import Link from "next/link";
import { useRouter } from "next/router";
import { useEffect, useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { AuthShell } from "@/components/layout/AuthShell";
import { Seo } from "@/components/Seo";
import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { CheckboxField, FormAlert, SelectField, TextField } from "@/components/ui/Field";
import { LoadingBlock } from "@/components/ui/Spinner";
import type { PageWithLayout } from "./_app";
import { authErrorMessage, safeReturnUrl } from "@/lib/accounts/labels";
import { errorMessage } from "@/lib/errors";
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { PROVINCES } from "@/lib/provinces";
import { setUserToken } from "@/lib/tokens";

type Form = {
  name: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  phone: string;
  city: string;
  kvkkConsent: boolean;
  membershipConsent: boolean;
};

const EMPTY: Form = { name: "", lastName: "", email: "", password: "", passwordConfirm: "", phone: "", city: "", kvkkConsent: false, membershipConsent: false };

/**
 * Sign-up in two steps behind one form: the Firebase account, then the profile row (DESIGN §3). A
 * Firebase account that has no profile yet (the profile step failed, or SPEC §4 sent the user back
 * here) resumes with only the profile fields.
 */
const RegisterPage: PageWithLayout = () => {
  const router = useRouter();
  const { user, loading, refresh } = useSession();
  const [form, setForm] = useState<Form>(EMPTY);
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
    import("@/lib/accounts/client")
      .then(({ currentAccount }) => currentAccount())
      .then((account) => {
        if (!cancelled && account) setPending({ email: account.email });
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setChecking(false));
    return () => {
      cancelled = true;
    };
  }, [loading, user]);

  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    // React clears currentTarget when the handler yields; zod loads with the first send (not with the page).
    const formElement = event.currentTarget as HTMLFormElement;
    const { accountFormSchema, profileFormSchema } = await import("@/lib/accounts/schemas");
    const profile = profileFormSchema.safeParse(form);
    const account = pending ? null : accountFormSchema.safeParse(form);
    const fieldErrors = { ...(account && !account.success ? zodFieldErrors(account.error) : {}), ...(!profile.success ? zodFieldErrors(profile.error) : {}) };
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0 || !profile.success) {
      focusFirstError(formElement, fieldErrors);
      return;
    }

    setSubmitting(true);
    const authClient = await import("@/lib/accounts/client");
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
        const token = await authClient.signUpWithPassword(account.data.email, account.data.password, `${profile.data.name} ${profile.data.lastName}`);
        setUserToken(token);
        setPending({ email: account.data.email });
      }
      stage = "profile";
      await http.post("/api/me/profile", profile.data);
      const created = await refresh();
      if (created) {
        toast.success(`Hoş geldiniz ${created.name}! Kaydınız tamamlandı.`);
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
    const { signOutFirebase } = await import("@/lib/accounts/client");
    await signOutFirebase();
    setPending(null);
    setForm(EMPTY);
    setErrors({});
    setFormError("");
  };

  return (
    <AuthShell
      wide
      title={pending ? "Profilinizi tamamlayın" : "Kayıt Ol"}
      subtitle={
        pending ? (
          <>
            <strong className="font-semibold text-neutral-800">{pending.email}</strong> hesabınız oluşturuldu. Üyeliğinizi tamamlamak için aşağıdaki bilgileri doldurun.
          </>
        ) : (
          <>
            Zaten üye misiniz?{" "}
            <Link href="/giris" className="font-semibold text-brand-700 hover:underline">
              Giriş yapın
            </Link>
          </>
        )
      }
    >
      <Seo title="Kayıt Ol" description="MotoBorsa'ya ücretsiz üye olun; ihalelere katılın, hemen alın, motosikletinizi borsada satın." />
      {loading || checking || user ? (
        <LoadingBlock />
      ) : (
        <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
          <FormAlert>{formError}</FormAlert>
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">Kişisel bilgiler</legend>
            <TextField id="kayit-name" label="Ad" name="name" autoComplete="given-name" value={form.name} onChange={(e) => set("name")(e.target.value)} error={errors.name} required />
            <TextField id="kayit-lastName" label="Soyad" name="lastName" autoComplete="family-name" value={form.lastName} onChange={(e) => set("lastName")(e.target.value)} error={errors.lastName} required />
            <TextField
              id="kayit-phone"
              label="Cep telefonu"
              type="tel"
              name="phone"
              autoComplete="tel-national"
              inputMode="tel"
              placeholder="5XX XXX XX XX"
              value={form.phone}
              onChange={(e) => set("phone")(e.target.value)}
              error={errors.phone}
              required
            />
            <SelectField id="kayit-city" label="İl" name="city" autoComplete="address-level1" value={form.city} onChange={(e) => set("city")(e.target.value)} error={errors.city} required>
              <option value="">İl seçin</option>
              {PROVINCES.map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
            </SelectField>
          </fieldset>

          {!pending && (
            <fieldset className="grid gap-5 border-t border-neutral-200 pt-5 sm:grid-cols-2">
              <legend className="sr-only">Hesap bilgileri</legend>
              <div className="sm:col-span-2">
                <TextField
                  id="kayit-email"
                  label="E-posta adresi"
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  value={form.email}
                  onChange={(e) => set("email")(e.target.value)}
                  error={errors.email}
                  required
                />
              </div>
              <TextField
                id="kayit-password"
                label="Şifre"
                type="password"
                name="password"
                autoComplete="new-password"
                value={form.password}
                onChange={(e) => set("password")(e.target.value)}
                error={errors.password}
                hint="En az 6 karakter."
                required
              />
              <TextField
                id="kayit-passwordConfirm"
                label="Şifre (tekrar)"
                type="password"
                name="passwordConfirm"
                autoComplete="new-password"
                value={form.passwordConfirm}
                onChange={(e) => set("passwordConfirm")(e.target.value)}
                error={errors.passwordConfirm}
                required
              />
            </fieldset>
          )}

          <div className="space-y-3 border-t border-neutral-200 pt-5">
            <CheckboxField
              id="kayit-kvkkConsent"
              name="kvkkConsent"
              checked={form.kvkkConsent}
              onChange={(e) => set("kvkkConsent")(e.target.checked)}
              error={errors.kvkkConsent}
              label={
                <>
                  <Link href="/kurumsal/kvk" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
                    KVKK Aydınlatma Metni
                  </Link>
                  &apos;ni okudum, kişisel verilerimin işlenmesini onaylıyorum.
                </>
              }
            />
            <CheckboxField
              id="kayit-membershipConsent"
              name="membershipConsent"
              checked={form.membershipConsent}
              onChange={(e) => set("membershipConsent")(e.target.checked)}
              error={errors.membershipConsent}
              label={
                <>
                  <Link href="/kurumsal/yasalbilgilendirme#uyelik-sozlesmesi" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
                    Üyelik Sözleşmesi
                  </Link>
                  &apos;ni ve kullanım koşullarını okudum, kabul ediyorum.
                </>
              }
            />
          </div>

          <Button type="submit" size="lg" className="w-full" loading={submitting}>
            {pending ? "Profilimi Kaydet" : "Kayıt Ol"}
          </Button>
          {pending && (
            <p className="text-center text-sm text-neutral-500">
              Bu hesap size ait değil mi?{" "}
              <button type="button" onClick={() => void cancelPending()} className="font-semibold text-neutral-700 underline hover:text-neutral-900">
                Farklı bir hesapla kayıt olun
              </button>
            </p>
          )}
        </form>
      )}
    </AuthShell>
  );
};

// The screen is its own frame: no site header or footer (SPEC §2).
RegisterPage.getLayout = (page) => page;

export default RegisterPage;
