import type { GetServerSideProps } from "next";
import { useState } from "react";
import { Seo } from "@/components/Seo";
import { Button, ButtonLink } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { PageHeader } from "@/components/ui/PageHeader";
import type { CancelLinkWithdrawal } from "@/lib/withdrawals/types";
import { cancelLinkTexts as text } from "@/lib/withdrawals/labels";
import { errorMessage } from "@/lib/errors";
import { formatDateTime, formatTL } from "@/lib/format";
import { WITHDRAWAL_ERRORS } from "@/lib/withdrawals/labels";

type Props = { token: string; withdrawal: CancelLinkWithdrawal } | { token: null; error: string };

/**
 * The cancel link of the "withdrawal requested" e-mail (works signed out). Opening it changes
 * nothing — mail scanners and link previews open links too —; the button cancels the withdrawal.
 * A forged, expired or used link answers 4xx with the Turkish reason.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query, res }) => {
  res.setHeader("Cache-Control", "no-store");
  const token = typeof query.t === "string" ? query.t : "";
  const [{ describeCancelLink }, { AppError }] = await Promise.all([
    import("@/lib/server/withdrawals/service"),
    import("@/lib/server/errors"),
  ]);
  if (!token || token.length > 400) {
    res.statusCode = 400;
    return { props: { token: null, error: WITHDRAWAL_ERRORS.linkInvalid } };
  }
  try {
    const { withdrawal } = await describeCancelLink(token);
    return { props: { token, withdrawal } };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    res.statusCode = error.status;
    return { props: { token: null, error: error.message } };
  }
};

export default function WithdrawalCancelPage(props: Props) {
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [failure, setFailure] = useState("");

  const cancel = async () => {
    if (!props.token) return;
    setState("busy");
    setFailure("");
    try {
      const { http } = await import("@/lib/http");
      await http.post("/api/withdrawal-cancel", { token: props.token });
      setState("done");
    } catch (error) {
      setFailure(errorMessage(error, text.failed));
      setState("idle");
    }
  };

  return (
    <>
      <Seo title={text.title} description="MotoBorsa para çekme talebini iptal etme." noindex />
      <PageHeader title={text.title} />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
          {props.token === null ? (
            <>
              <p className="flex items-center gap-2 text-lg font-bold text-ink">
                <Icon name="alert" className="h-6 w-6 flex-none text-red-700" />
                {text.unusable}
              </p>
              <p className="mt-3 text-neutral-700">{props.error}</p>
            </>
          ) : state === "done" ? (
            <div role="status">
              <p className="flex items-center gap-2 text-lg font-bold text-ink">
                <Icon name="check" className="h-6 w-6 flex-none text-green-700" />
                {text.done}
              </p>
              <p className="mt-3 text-neutral-700">{text.changePassword}</p>
              <ButtonLink href="/sifre-sifirla" className="mt-6">
                {text.resetPassword}
              </ButtonLink>
            </div>
          ) : (
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
              <div className="mt-5">
                <FormAlert>{failure}</FormAlert>
              </div>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Button variant="danger" size="lg" loading={state === "busy"} onClick={() => void cancel()}>
                  {text.confirm}
                </Button>
                <ButtonLink href="/profil/provizyon" variant="secondary" size="lg">
                  {text.mine}
                </ButtonLink>
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}
