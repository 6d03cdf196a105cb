import type { GetServerSideProps } from "next";
import { LinkConfirmationPage } from "@/components/layout/LinkConfirmationPage";
import { ButtonLink } from "@/components/ui/Button";
import type { LinkPageProps } from "@/lib/server/linkPage";
import type { CancelLinkWithdrawal } from "@/lib/withdrawals/types";
import { cancelLinkTexts as text, WITHDRAWAL_ERRORS } from "@/lib/withdrawals/labels";
import { formatDateTime, formatTL } from "@/lib/format";

type Props = LinkPageProps<{ withdrawal: CancelLinkWithdrawal }>;

/** The cancel link of the "withdrawal requested" e-mail (works signed out); the button cancels the withdrawal. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const [{ describeCancelLink }, { linkPageProps }] = await Promise.all([
    import("@/lib/server/withdrawals/service"),
    import("@/lib/server/linkPage"),
  ]);
  return linkPageProps(context, WITHDRAWAL_ERRORS.linkInvalid, async (token) => ({
    withdrawal: (await describeCancelLink(token)).withdrawal,
  }));
};

export default function WithdrawalCancelPage(props: Props) {
  const cancel = async () => {
    if (!props.token) return;
    const { http } = await import("@/lib/http");
    await http.post("/api/withdrawal-cancel", { token: props.token });
  };

  return (
    <LinkConfirmationPage
      title={text.title}
      description="MotoBorsa para çekme talebini iptal etme."
      unusable={props.token === null ? { title: text.unusable, reason: props.error } : null}
      onConfirm={cancel}
      confirmLabel={text.confirm}
      failedText={text.failed}
      back={{ href: "/profil/provizyon", label: text.mine }}
      doneTitle={text.done}
      done={
        <>
          <p className="mt-3 text-neutral-700">{text.changePassword}</p>
          <ButtonLink href="/sifre-sifirla" className="mt-6">
            {text.resetPassword}
          </ButtonLink>
        </>
      }
    >
      {props.token !== null && (
        <>
          <p className="text-neutral-700">{text.question}</p>
          <dl className="mt-5 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-neutral-500">{text.amount}</dt>
              <dd className="mt-0.5 text-lg font-bold tabular-nums">{formatTL(props.withdrawal.amount)}</dd>
            </div>
            <div>
              <dt className="text-sm text-neutral-500">{text.iban}</dt>
              <dd className="mt-0.5 font-medium">{text.ibanEnding(props.withdrawal.ibanLast4)}</dd>
            </div>
            <div>
              <dt className="text-sm text-neutral-500">{text.requestedAt}</dt>
              <dd className="mt-0.5 font-medium">{formatDateTime(props.withdrawal.createdAt)}</dd>
            </div>
          </dl>
        </>
      )}
    </LinkConfirmationPage>
  );
}
