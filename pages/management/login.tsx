import Link from "next/link";
import { useRouter } from "next/router";
import { useEffect, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Logo } from "@/components/layout/Logo";
import { useManagement } from "@/components/management/ManagementProvider";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { FormAlert, TextField } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import type { PageWithLayout } from "../_app";
import { authErrorMessage, safeReturnUrl } from "@/lib/accounts/labels";
import { errorMessage } from "@/lib/errors";
import { focusFirstError, type FieldErrors } from "@/lib/formErrors";
import { validateSignIn } from "@/lib/accounts/rules";
import { http } from "@/lib/http";
import { shellMessages } from "@/lib/messages";
import { getUserToken, setManagementToken } from "@/lib/tokens";

const NOT_STAFF = "Bu hesap yönetim paneline erişim yetkisine sahip değil. Personel hesabınızla giriş yapın.";

/** Only a management path may follow a staff sign-in. */
function managementReturnUrl(value: unknown): string {
  const url = safeReturnUrl(value, "/management");
  return url === "/management" || url.startsWith("/management/") || url.startsWith("/management?") ? url : "/management";
}

const ManagementLoginPage: PageWithLayout = () => {
  const router = useRouter();
  const { staff, loading, refresh } = useManagement();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const returnUrl = managementReturnUrl(router.query.returnUrl);

  useEffect(() => {
    if (!loading && staff && !submitting) void router.replace(returnUrl);
  }, [loading, staff, submitting, returnUrl, router]);

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
    const authClient = await import("@/lib/accounts/firebaseAuth");
    let token: string;
    try {
      token = await authClient.signInWithPassword(checked.email, password);
    } catch (error) {
      setFormError(authErrorMessage(error));
      setSubmitting(false);
      return;
    }
    try {
      // Checked before the cookie is stored, so a non-staff account never holds a management token.
      await http.get("/api/management/me", { headers: { Authorization: `Bearer ${token}` }, skipAuthRedirect: true });
      setManagementToken(token);
      const result = await refresh();
      if (result.staff) {
        toast.success(shellMessages.loggedIn);
        await router.push(returnUrl);
      }
    } catch (error) {
      const status = (error as { status?: number })?.status;
      if (status === 403) {
        setFormError(NOT_STAFF);
        // A user's own sign-in on the public site stays; otherwise leave no Firebase session behind.
        if (!getUserToken()) await authClient.signOutFirebase();
      } else setFormError(errorMessage(error, "Giriş yapılamadı. Lütfen tekrar deneyin."));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-ink px-4 py-10">
      <Seo title="Yönetim Girişi" description="MotoBorsa yönetim paneli personel girişi." noindex />
      <main id="icerik" className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <Logo />
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-neutral-300">
            <Icon name="shield" className="h-4 w-4 text-brand-500" />
            Yönetim Paneli
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">Personel Girişi</h1>
          <p className="mt-1.5 text-neutral-600">Yalnızca yetkili MotoBorsa personeli içindir.</p>
          <form noValidate onSubmit={submit} className="mt-6 space-y-5">
            <FormAlert>{formError}</FormAlert>
            <TextField label="E-posta adresi" type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
            <TextField label="Şifre" type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
            <p className="-mt-2 text-right text-sm">
              <Link href="/sifre-sifirla?returnUrl=%2Fmanagement%2Flogin" className="font-semibold text-neutral-700 underline hover:text-neutral-900">
                Şifremi unuttum
              </Link>
            </p>
            <Button type="submit" size="lg" variant="dark" className="w-full" loading={submitting}>
              Giriş Yap
            </Button>
          </form>
        </div>
        <p className="mt-6 text-center text-sm text-neutral-400">
          <Link href="/" className="hover:text-neutral-300">
            MotoBorsa ana sayfasına dön
          </Link>
        </p>
      </main>
    </div>
  );
};

ManagementLoginPage.getLayout = (page) => page;

export default ManagementLoginPage;
