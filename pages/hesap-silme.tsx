import type { GetServerSideProps } from "next";
import { LinkConfirmationPage } from "@/components/layout/LinkConfirmationPage";
import { ButtonLink } from "@/components/ui/Button";
import { formatDateTime } from "@/lib/format";
import { KVKK_ERRORS, KVKK_LABELS as text } from "@/lib/kvkk/labels";
import type { DeletionLinkView } from "@/lib/kvkk/types";
import type { LinkPageProps } from "@/lib/server/linkPage";

type Props = LinkPageProps<{ link: DeletionLinkView }>;

/** The confirmation link of the "Hesap silme talebinizi onaylayın" e-mail (works signed out); the button deletes the account. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const [{ describeDeletionLink }, { linkPageProps }] = await Promise.all([
    import("@/lib/server/kvkk/service"),
    import("@/lib/server/linkPage"),
  ]);
  return linkPageProps(context, KVKK_ERRORS.linkInvalid, async (token) => ({
    link: await describeDeletionLink(token),
  }));
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
  const confirm = async () => {
    if (!props.token) return;
    const { http } = await import("@/lib/http");
    await http.post("/api/account-deletion", { token: props.token });
    await endSessionOf(props.link.email);
  };

  return (
    <LinkConfirmationPage
      title={text.confirmTitle}
      description="MotoBorsa hesabını silme onayı."
      unusable={props.token === null ? { title: text.confirmUnusable, reason: props.error } : null}
      onConfirm={confirm}
      confirmLabel={text.confirmButton}
      failedText={text.failed}
      back={{ href: "/profil", label: text.keepAccount }}
      doneTitle={text.confirmDone}
      done={
        <ButtonLink href="/" className="mt-6">
          {text.home}
        </ButtonLink>
      }
    >
      {props.token !== null && (
        <>
          <p className="text-neutral-700">{text.confirmText(props.link.email)}</p>
          <p className="mt-3 text-sm text-neutral-600">{text.confirmUntil(formatDateTime(props.link.confirmBy))}</p>
        </>
      )}
    </LinkConfirmationPage>
  );
}
