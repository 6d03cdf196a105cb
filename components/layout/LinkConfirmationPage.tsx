import { useState, type ReactNode } from "react";
import { Seo } from "@/components/Seo";
import { Button, ButtonLink } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { PageHeader } from "@/components/ui/PageHeader";
import { errorMessage } from "@/lib/errors";

type Props = {
  title: string;
  description: string;
  /** Set when the link is forged, expired or used: the page says so and offers nothing. */
  unusable: { title: string; reason: string } | null;
  /** What the link does once confirmed; its error becomes the message above the buttons. */
  onConfirm: () => Promise<void>;
  confirmLabel: string;
  failedText: string;
  /** The way out without confirming. */
  back: { href: string; label: string };
  doneTitle: string;
  /** Shown under doneTitle once confirmed. */
  done: ReactNode;
  /** What the link is about, above the buttons. */
  children?: ReactNode;
};

/**
 * A page an e-mail's link opens, signed out (/hesap-silme, /cekim-iptal). Opening it changes
 * nothing — mail scanners and link previews open links too —; only the button acts.
 */
export function LinkConfirmationPage(props: Props) {
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [failure, setFailure] = useState("");

  const confirm = async () => {
    setState("busy");
    setFailure("");
    try {
      await props.onConfirm();
      setState("done");
    } catch (error) {
      setFailure(errorMessage(error, props.failedText));
      setState("idle");
    }
  };

  return (
    <>
      <Seo title={props.title} description={props.description} noindex />
      <PageHeader title={props.title} />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
          {props.unusable ? (
            <>
              <p className="flex items-center gap-2 text-lg font-bold text-ink">
                <Icon name="alert" className="h-6 w-6 flex-none text-red-700" />
                {props.unusable.title}
              </p>
              <p className="mt-3 text-neutral-700">{props.unusable.reason}</p>
            </>
          ) : state === "done" ? (
            <div role="status">
              <p className="flex items-center gap-2 text-lg font-bold text-ink">
                <Icon name="check" className="h-6 w-6 flex-none text-green-700" />
                {props.doneTitle}
              </p>
              {props.done}
            </div>
          ) : (
            <>
              {props.children}
              <div className="mt-5">
                <FormAlert>{failure}</FormAlert>
              </div>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Button variant="danger" size="lg" loading={state === "busy"} onClick={() => void confirm()}>
                  {props.confirmLabel}
                </Button>
                <ButtonLink href={props.back.href} variant="secondary" size="lg">
                  {props.back.label}
                </ButtonLink>
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}
