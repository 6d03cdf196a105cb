import { useRouter } from "next/router";
import { useEffect } from "react";
import { NewPasswordForm } from "@/components/accounts/NewPasswordForm";
import { ResetRequestForm } from "@/components/accounts/ResetRequestForm";
import { first, signInPath } from "@/components/accounts/resetLinks";
import { AuthShell } from "@/components/layout/AuthShell";
import { Seo } from "@/components/Seo";
import { LoadingBlock } from "@/components/ui/Spinner";
import type { PageWithLayout } from "@/pages/_app";

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
      subtitle={
        resetting
          ? undefined
          : "Hesabınızın e-posta adresini girin; şifrenizi yenilemeniz için bir bağlantı gönderelim."
      }
    >
      <Seo
        title={resetting ? "Yeni Şifre Belirleyin" : "Şifremi Unuttum"}
        description="MotoBorsa hesabınızın şifresini sıfırlayın."
        noindex
      />
      {!router.isReady || forward ? (
        <LoadingBlock />
      ) : resetting ? (
        <NewPasswordForm oobCode={oobCode} signInHref={signInHref} />
      ) : (
        <ResetRequestForm returnPath={signInHref} />
      )}
    </AuthShell>
  );
};

// The screen is its own frame, like /giris (PRODUCT §2.1).
PasswordResetPage.getLayout = (page) => page;

export default PasswordResetPage;
