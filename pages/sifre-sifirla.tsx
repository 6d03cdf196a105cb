import Link from "next/link";
import { useRouter } from "next/router";
import { useEffect, useState, type FormEvent } from "react";
import { AuthShell } from "@/components/layout/AuthShell";
import { Seo } from "@/components/Seo";
import { Button, ButtonLink } from "@/components/ui/Button";
import { FormAlert, TextField } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { LoadingBlock } from "@/components/ui/Spinner";
import type { PageWithLayout } from "./_app";
import { authErrorMessage, safeReturnUrl } from "@/lib/accounts/labels";
import { focusFirstError, type FieldErrors } from "@/lib/formErrors";
import { emailError, validateNewPassword } from "@/lib/accounts/rules";

/** Said for every address, registered or not: the form must not tell who has an account. */
const RESET_SENT = "Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısını gönderdik. Gelen kutunuzu (ve gereksiz klasörünü) kontrol edin; bağlantı 1 saat geçerlidir.";

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Where to sign in afterwards: the `returnUrl` of the request form, or the path of Firebase's continue URL. */
function signInPath(query: Record<string, string | string[] | undefined>): string {
  const continueUrl = first(query.continueUrl);
  if (continueUrl && typeof window !== "undefined") {
    try {
      const url = new URL(continueUrl);
      if (url.origin === window.location.origin) return safeReturnUrl(url.pathname + url.search, "/giris");
    } catch {
      /* not a URL: fall through */
    }
  }
  return safeReturnUrl(query.returnUrl, "/giris");
}

function RequestForm({ returnPath }: { returnPath: string }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const trimmed = email.trim();
    const message = emailError(trimmed);
    setError(message);
    if (message) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>("input[name=email]")?.focus();
      return;
    }
    setSending(true);
    try {
      const { requestPasswordReset } = await import("@/lib/accounts/firebaseAuth");
      await requestPasswordReset(trimmed, returnPath);
      setSent(true);
    } catch (failure) {
      setFormError(authErrorMessage(failure, "Bağlantı gönderilemedi. Lütfen biraz sonra tekrar deneyin."));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <div className="space-y-5">
        <div role="status" className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          <Icon name="check" className="mt-0.5 h-5 w-5 flex-none" />
          <p>{RESET_SENT}</p>
        </div>
        <ButtonLink href={returnPath} variant="secondary" className="w-full">
          Giriş sayfasına dön
        </ButtonLink>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <TextField label="E-posta adresi" type="email" name="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} required />
      <Button type="submit" size="lg" className="w-full" loading={sending}>
        Sıfırlama Bağlantısı Gönder
      </Button>
      <p className="text-center text-sm">
        <Link href={returnPath} className="font-semibold text-brand-700 hover:underline">
          Giriş sayfasına dön
        </Link>
      </p>
    </form>
  );
}

type CodeState = { status: "checking" } | { status: "invalid"; message: string } | { status: "ready"; email: string } | { status: "done" };

function NewPasswordForm({ oobCode, signInHref }: { oobCode: string; signInHref: string }) {
  const [state, setState] = useState<CodeState>({ status: "checking" });
  const [values, setValues] = useState({ password: "", passwordConfirm: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import("@/lib/accounts/firebaseAuth")
      .then(({ checkPasswordResetCode }) => checkPasswordResetCode(oobCode))
      .then((email) => !cancelled && setState({ status: "ready", email }))
      .catch((error) => !cancelled && setState({ status: "invalid", message: authErrorMessage(error, "Bu bağlantı geçersiz ya da daha önce kullanılmış. Lütfen yeni bir bağlantı isteyin.") }));
    return () => {
      cancelled = true;
    };
  }, [oobCode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const checked = validateNewPassword(values);
    setErrors(checked);
    focusFirstError(event.currentTarget as HTMLFormElement, checked);
    if (Object.keys(checked).length > 0) return;
    setSaving(true);
    try {
      const { completePasswordReset } = await import("@/lib/accounts/firebaseAuth");
      await completePasswordReset(oobCode, values.password);
      setState({ status: "done" });
    } catch (error) {
      const code = (error as { code?: string })?.code;
      if (code === "auth/weak-password") setErrors({ password: authErrorMessage(error) });
      else setFormError(authErrorMessage(error, "Şifreniz değiştirilemedi. Lütfen tekrar deneyin."));
    } finally {
      setSaving(false);
    }
  };

  if (state.status === "checking") return <LoadingBlock />;
  if (state.status === "invalid") {
    return (
      <div className="space-y-5">
        <FormAlert>{state.message}</FormAlert>
        <ButtonLink href={`/sifre-sifirla?returnUrl=${encodeURIComponent(signInHref)}`} className="w-full">
          Yeni bağlantı iste
        </ButtonLink>
      </div>
    );
  }
  if (state.status === "done") {
    return (
      <div className="space-y-5">
        <div role="status" className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          <Icon name="check" className="mt-0.5 h-5 w-5 flex-none" />
          <p>Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.</p>
        </div>
        <ButtonLink href={signInHref} size="lg" className="w-full">
          Giriş Yap
        </ButtonLink>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <p className="text-neutral-700">
        <strong className="font-semibold text-neutral-900">{state.email}</strong> hesabı için yeni bir şifre belirleyin.
      </p>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
      <TextField
        label="Yeni şifre"
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={errors.password}
        hint="En az 6 karakter."
        required
      />
      <TextField
        label="Yeni şifre (tekrar)"
        type="password"
        name="passwordConfirm"
        autoComplete="new-password"
        value={values.passwordConfirm}
        onChange={(e) => setValues((v) => ({ ...v, passwordConfirm: e.target.value }))}
        error={errors.passwordConfirm}
        required
      />
      <Button type="submit" size="lg" className="w-full" loading={saving}>
        Şifremi Değiştir
      </Button>
    </form>
  );
}

/**
 * "Şifremi unuttum": without a code it asks for the e-mail and sends Firebase's reset mail; the link in
 * that mail comes back here with `mode=resetPassword&oobCode=…` (set this page as the action URL of the
 * Firebase project's mail templates) and sets the new password. Other Firebase e-mail actions (e-mail
 * change, recovery) go on to /eposta-onay.
 */
const PasswordResetPage: PageWithLayout = () => {
  const router = useRouter();
  const mode = first(router.query.mode);
  const oobCode = first(router.query.oobCode);
  const signInHref = router.isReady ? signInPath(router.query) : "/giris";
  const forward = Boolean(oobCode && mode && mode !== "resetPassword");

  useEffect(() => {
    if (router.isReady && forward) void router.replace({ pathname: "/eposta-onay", query: router.query });
  }, [router, forward]);

  const resetting = mode === "resetPassword" && Boolean(oobCode);
  return (
    <AuthShell
      title={resetting ? "Yeni Şifre Belirleyin" : "Şifremi Unuttum"}
      subtitle={resetting ? undefined : "Hesabınızın e-posta adresini girin; şifrenizi yenilemeniz için bir bağlantı gönderelim."}
    >
      <Seo title={resetting ? "Yeni Şifre Belirleyin" : "Şifremi Unuttum"} description="MotoBorsa hesabınızın şifresini sıfırlayın." noindex />
      {!router.isReady || forward ? <LoadingBlock /> : resetting ? <NewPasswordForm oobCode={oobCode} signInHref={signInHref} /> : <RequestForm returnPath={signInHref} />}
    </AuthShell>
  );
};

// The screen is its own frame, like /giris (SPEC §2).
PasswordResetPage.getLayout = (page) => page;

export default PasswordResetPage;
