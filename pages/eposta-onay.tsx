import { useRouter } from "next/router";
import { useEffect, useRef, useState } from "react";
import { AuthShell } from "@/components/layout/AuthShell";
import { Seo } from "@/components/Seo";
import { useSession } from "@/components/session/SessionProvider";
import { ButtonLink } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { LoadingBlock } from "@/components/ui/Spinner";
import type { PageWithLayout } from "@/pages/_app";
import { authErrorMessage } from "@/lib/accounts/labels";
import { decodeToken } from "@/lib/token";
import { getUserToken, removeUserToken, setUserToken } from "@/lib/tokens";

type State =
  | { status: "working" }
  | { status: "failed"; message: string }
  | { status: "done"; message: string; signInAgain: boolean };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * Completes the e-mail links Firebase sends besides the password reset: the change started on /profil
 * (verifyAndChangeEmail), the undo link mailed to the old address (recoverEmail) and verification.
 * When this browser holds the account's session, a fresh token carries the new address to the server,
 * which then updates the profile row (lib/server/accounts/service.ts syncProfileEmail).
 */
const EmailActionPage: PageWithLayout = () => {
  const router = useRouter();
  const { refresh } = useSession();
  const [state, setState] = useState<State>({ status: "working" });
  const started = useRef(false);
  const oobCode = first(router.query.oobCode);

  useEffect(() => {
    if (!router.isReady || started.current) return;
    started.current = true;
    if (!oobCode) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the code is in the URL query, known only once the router is ready (after hydration)
      setState({ status: "failed", message: "Bağlantı eksik. Lütfen e-postadaki bağlantıyı eksiksiz açın." });
      return;
    }
    (async () => {
      const authClient = await import("@/lib/accounts/firebaseAuth");
      let applied: Awaited<ReturnType<typeof authClient.applyEmailAction>>;
      try {
        applied = await authClient.applyEmailAction(oobCode);
      } catch (error) {
        setState({
          status: "failed",
          message: authErrorMessage(error, "Bu bağlantı geçersiz ya da daha önce kullanılmış."),
        });
        return;
      }
      let signInAgain = false;
      const session = decodeToken(getUserToken());
      if (session && (session.email === applied.previousEmail || session.email === applied.email)) {
        const token = await authClient.freshTokenFor(session.uid);
        if (token) {
          setUserToken(token);
          await refresh();
        } else {
          // The change ended this browser's Firebase session (Firebase revokes it in production).
          removeUserToken();
          await authClient.signOutFirebase();
          await refresh();
          signInAgain = true;
        }
      }
      const message =
        applied.operation === "RECOVER_EMAIL"
          ? `E-posta adresiniz ${applied.email} olarak geri alındı. Güvenliğiniz için şifrenizi de değiştirmenizi öneririz.`
          : applied.operation === "VERIFY_EMAIL"
            ? `${applied.email} adresi doğrulandı.`
            : `E-posta adresiniz ${applied.email} olarak güncellendi.`;
      setState({ status: "done", message, signInAgain });
    })();
  }, [router.isReady, oobCode, refresh]);

  return (
    <AuthShell title="E-posta Onayı">
      <Seo title="E-posta Onayı" description="MotoBorsa hesabınızın e-posta adresini onaylayın." noindex />
      {state.status === "working" ? (
        <LoadingBlock />
      ) : state.status === "failed" ? (
        <div className="space-y-5">
          <FormAlert>{state.message}</FormAlert>
          <ButtonLink href="/profil" variant="secondary" className="w-full">
            Profilime git
          </ButtonLink>
        </div>
      ) : (
        <div className="space-y-5">
          <div
            role="status"
            className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
          >
            <Icon name="check" className="mt-0.5 h-5 w-5 flex-none" />
            <p>
              {state.message}
              {state.signInAgain && " Lütfen yeni adresinizle tekrar giriş yapın."}
            </p>
          </div>
          <ButtonLink href={state.signInAgain ? "/giris?returnUrl=%2Fprofil" : "/profil"} size="lg" className="w-full">
            {state.signInAgain ? "Giriş Yap" : "Profilime git"}
          </ButtonLink>
        </div>
      )}
    </AuthShell>
  );
};

EmailActionPage.getLayout = (page) => page;

export default EmailActionPage;
