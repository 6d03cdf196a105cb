import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { useEffect } from "react";
import { toast } from "@/lib/browser/toast";
import { Logo } from "@/components/layout/Logo";
import { useManagement } from "@/components/management/ManagementProvider";
import { Seo } from "@/components/Seo";
import { SignInForm } from "@/components/session/SignInForm";
import { useSignIn } from "@/components/session/useSignIn";
import { Icon } from "@/components/ui/Icon";
import type { PageWithLayout } from "@/pages/_app";
import { authErrorMessage, safeReturnUrl } from "@/lib/accounts/labels";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";
import { SHELL_LABELS } from "@/lib/shell/labels";
import { getUserToken, setManagementToken } from "@/lib/tokens";

const NOT_STAFF = "Bu hesap yönetim paneline erişim yetkisine sahip değil. Personel hesabınızla giriş yapın.";

/** Only a management path may follow a staff sign-in. */
function managementReturnUrl(value: unknown): string {
  const url = safeReturnUrl(value, "/management");
  return url === "/management" || url.startsWith("/management/") || url.startsWith("/management?")
    ? url
    : "/management";
}

const ManagementLoginPage: PageWithLayout = () => {
  const router = useRouter();
  const { staff, loading, refresh } = useManagement();
  const returnUrl = managementReturnUrl(router.query.returnUrl);
  const form = useSignIn(async (email, password) => {
    const authClient = await import("@/lib/accounts/firebaseAuth");
    let token: string;
    try {
      token = await authClient.signInWithPassword(email, password);
    } catch (error) {
      return authErrorMessage(error);
    }
    try {
      // Checked before the cookie is stored, so a non-staff account never holds a management token.
      await http.get("/api/management/me", { headers: { Authorization: `Bearer ${token}` }, skipAuthRedirect: true });
      setManagementToken(token);
      const result = await refresh();
      if (result.staff) {
        toast.success(SHELL_LABELS.loggedIn);
        await router.push(returnUrl);
      }
    } catch (error) {
      const status = (error as { status?: number })?.status;
      if (status !== 403) return errorMessage(error, "Giriş yapılamadı. Lütfen tekrar deneyin.");
      // A user's own sign-in on the public site stays; otherwise leave no Firebase session behind.
      if (!getUserToken()) await authClient.signOutFirebase();
      return NOT_STAFF;
    }
  });
  const { submitting } = form;

  useEffect(() => {
    if (!loading && staff && !submitting) void router.replace(returnUrl);
  }, [loading, staff, submitting, returnUrl, router]);

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
          <SignInForm
            form={form}
            forgotHref="/sifre-sifirla?returnUrl=%2Fmanagement%2Flogin"
            staff
            className="mt-6 space-y-5"
          />
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
