import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { useEffect } from "react";
import { toast } from "@/lib/browser/toast";
import { AuthShell } from "@/components/layout/AuthShell";
import { Seo } from "@/components/Seo";
import { useSession } from "@/components/session/SessionProvider";
import { SignInForm } from "@/components/session/SignInForm";
import { useSignIn } from "@/components/session/useSignIn";
import type { PageWithLayout } from "@/pages/_app";
import { authErrorMessage, safeReturnUrl } from "@/lib/accounts/labels";
import { SHELL_LABELS } from "@/lib/shell/labels";
import { setUserToken } from "@/lib/tokens";

const LoginPage: PageWithLayout = () => {
  const router = useRouter();
  const { user, loading, refresh } = useSession();
  const returnUrl = safeReturnUrl(router.query.returnUrl);
  const form = useSignIn(async (email, password) => {
    try {
      const { signInWithPassword } = await import("@/lib/accounts/firebaseAuth");
      const token = await signInWithPassword(email, password);
      setUserToken(token);
      // refresh() handles the no-profile case itself (PRODUCT §3.3: back to /kayit).
      const current = await refresh();
      if (current) {
        toast.success(SHELL_LABELS.loggedIn);
        await router.push(returnUrl);
      }
    } catch (error) {
      return authErrorMessage(error);
    }
  });
  const { submitting } = form;

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (!loading && user && !submitting) void router.replace(returnUrl);
  }, [loading, user, submitting, returnUrl, router]);

  return (
    <AuthShell
      title="Giriş Yap"
      subtitle={
        <>
          Hesabınız yok mu?{" "}
          <Link
            href={`/kayit${router.query.returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ""}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Hemen kayıt olun
          </Link>
        </>
      }
    >
      <Seo
        title="Giriş Yap"
        description="MotoBorsa hesabınıza giriş yapın: ihalelere teklif verin, provizyonunuzu yönetin."
      />
      <SignInForm
        form={form}
        forgotHref={`/sifre-sifirla?returnUrl=${encodeURIComponent(router.asPath.startsWith("/giris") ? router.asPath : "/giris")}`}
        className="space-y-5"
      />
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

// The screen is its own frame: no site header or footer (PRODUCT §2.3).
LoginPage.getLayout = (page) => page;
