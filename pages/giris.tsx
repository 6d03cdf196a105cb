import Link from "next/link";
import { useRouter } from "next/router";
import { useEffect, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { AuthShell } from "@/components/layout/AuthShell";
import { Seo } from "@/components/Seo";
import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { FormAlert, TextField } from "@/components/ui/Field";
import type { PageWithLayout } from "./_app";
import { authErrorMessage, safeReturnUrl } from "@/lib/accounts/labels";
import { focusFirstError, type FieldErrors } from "@/lib/formErrors";
import { validateSignIn } from "@/lib/accounts/rules";
import { shellMessages } from "@/lib/messages";
import { setUserToken } from "@/lib/tokens";

const LoginPage: PageWithLayout = () => {
  const router = useRouter();
  const { user, loading, refresh } = useSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const returnUrl = safeReturnUrl(router.query.returnUrl);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (!loading && user && !submitting) void router.replace(returnUrl);
  }, [loading, user, submitting, returnUrl, router]);

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
      const { signInWithPassword } = await import("@/lib/accounts/firebaseAuth");
      const token = await signInWithPassword(checked.email, password);
      setUserToken(token);
      // refresh() handles the no-profile case itself (SPEC §4: back to /kayit).
      const current = await refresh();
      if (current) {
        toast.success(shellMessages.loggedIn);
        await router.push(returnUrl);
      }
    } catch (error) {
      setFormError(authErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthShell
      title="Giriş Yap"
      subtitle={
        <>
          Hesabınız yok mu?{" "}
          <Link href={`/kayit${router.query.returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ""}`} className="font-semibold text-brand-700 hover:underline">
            Hemen kayıt olun
          </Link>
        </>
      }
    >
      <Seo title="Giriş Yap" description="MotoBorsa hesabınıza giriş yapın: ihalelere teklif verin, provizyonunuzu yönetin." noindex />
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormAlert>{formError}</FormAlert>
        <TextField
          label="E-posta adresi"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <TextField
          label="Şifre"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <p className="-mt-2 text-right text-sm">
          <Link href={`/sifre-sifirla?returnUrl=${encodeURIComponent(router.asPath.startsWith("/giris") ? router.asPath : "/giris")}`} className="font-semibold text-brand-700 hover:underline">
            Şifremi unuttum
          </Link>
        </p>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          Giriş Yap
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-neutral-500">
        Giriş yaparak{" "}
        <Link href="/kurumsal/yasalbilgilendirme" className="underline hover:text-neutral-800">
          kullanım koşullarını
        </Link>{" "}
        kabul etmiş olursunuz.
      </p>
    </AuthShell>
  );
};

export default LoginPage;

// The screen is its own frame: no site header or footer (SPEC §2).
LoginPage.getLayout = (page) => page;
