import type { GetServerSideProps } from "next";
import { useState } from "react";
import { Seo } from "@/components/Seo";
import { Button, ButtonLink } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { PageHeader } from "@/components/ui/PageHeader";
import { errorMessage } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { KVKK_ERRORS, KVKK_LABELS as text } from "@/lib/kvkk/labels";
import type { DeletionLinkView } from "@/lib/kvkk/types";

type Props = { token: string; link: DeletionLinkView } | { token: null; error: string };

/**
 * The confirmation link of the "Hesap silme talebinizi onaylayın" e-mail (works signed out).
 * Opening it changes nothing — mail scanners and link previews open links too —; the button
 * deletes the account. A forged, expired or used link answers 4xx with the Turkish reason.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query, res }) => {
  res.setHeader("Cache-Control", "no-store");
  const token = typeof query.t === "string" ? query.t : "";
  const [{ describeDeletionLink }, { AppError }] = await Promise.all([
    import("@/lib/server/kvkk/service"),
    import("@/lib/server/errors"),
  ]);
  if (!token || token.length > 400) {
    res.statusCode = 400;
    return { props: { token: null, error: KVKK_ERRORS.linkInvalid } };
  }
  try {
    return { props: { token, link: await describeDeletionLink(token) } };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    res.statusCode = error.status;
    return { props: { token: null, error: error.message } };
  }
};

/** After the deletion: this browser's session of the deleted account ends too. */
async function endSessionOf(email: string): Promise<void> {
  const [{ currentAccount, signOutFirebase }, { removeUserToken }] = await Promise.all([
    import("@/lib/accounts/firebaseAuth"),
    import("@/lib/tokens"),
  ]);
  const account = await currentAccount().catch(() => null);
  if (account && account.email.toLowerCase() === email.toLowerCase()) {
    removeUserToken();
    await signOutFirebase();
  }
}

export default function AccountDeletionPage(props: Props) {
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [failure, setFailure] = useState("");

  const confirm = async () => {
    if (!props.token) return;
    setState("busy");
    setFailure("");
    try {
      const { http } = await import("@/lib/http");
      await http.post("/api/account-deletion", { token: props.token });
      await endSessionOf(props.link.email);
      setState("done");
    } catch (error) {
      setFailure(errorMessage(error, text.failed));
      setState("idle");
    }
  };

  return (
    <>
      <Seo title={text.confirmTitle} description="MotoBorsa hesabını silme onayı." noindex />
      <PageHeader title={text.confirmTitle} />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
          {props.token === null ? (
            <>
              <p className="flex items-center gap-2 text-lg font-bold text-ink">
                <Icon name="alert" className="h-6 w-6 flex-none text-red-700" />
                {text.confirmUnusable}
              </p>
              <p className="mt-3 text-neutral-700">{props.error}</p>
            </>
          ) : state === "done" ? (
            <div role="status">
              <p className="flex items-center gap-2 text-lg font-bold text-ink">
                <Icon name="check" className="h-6 w-6 flex-none text-green-700" />
                {text.confirmDone}
              </p>
              <ButtonLink href="/" className="mt-6">
                {text.home}
              </ButtonLink>
            </div>
          ) : (
            <>
              <p className="text-neutral-700">{text.confirmText(props.link.email)}</p>
              <p className="mt-3 text-sm text-neutral-600">{text.confirmUntil(formatDateTime(props.link.confirmBy))}</p>
              <div className="mt-5">
                <FormAlert>{failure}</FormAlert>
              </div>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Button variant="danger" size="lg" loading={state === "busy"} onClick={() => void confirm()}>
                  {text.confirmButton}
                </Button>
                <ButtonLink href="/profil" variant="secondary" size="lg">
                  {text.keepAccount}
                </ButtonLink>
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}
