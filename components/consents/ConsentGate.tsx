import { useId } from "react";
import { useConsentRenewal } from "@/components/consents/useConsentRenewal";
import { Button } from "@/components/ui/Button";
import { CheckboxField, FormAlert } from "@/components/ui/Field";
import Link from "@/components/ui/Link";
import { ModalDialog } from "@/components/ui/ModalDialog";
import { CONSENT_LABELS, consentTexts as t } from "@/lib/consents/labels";
import type { ConsentKind } from "@/lib/consents/types";

/** Blocking on purpose: neither Escape nor a click outside closes it; the way out is signing out. */
const stay = () => undefined;

/**
 * Shown to a signed-in user when a required text (membership agreement, KVKK notice, transfer
 * abroad) changed since they accepted it: the site stays inert behind it until they accept the new
 * versions (recorded as rows) or sign out.
 */
export function ConsentGate({ pending }: { pending: ConsentKind[] }) {
  const titleId = useId();
  const { checked, toggle, error, submitting, submit, logout } = useConsentRenewal(pending);
  return (
    <ModalDialog
      onClose={stay}
      aria-labelledby={titleId}
      className="z-[90] flex items-end justify-center bg-black/60 sm:items-center sm:p-4"
    >
      <form
        noValidate
        onSubmit={submit}
        className="max-h-full w-full overflow-y-auto rounded-t-2xl bg-white p-6 text-neutral-900 shadow-2xl sm:max-w-lg sm:rounded-2xl"
      >
        <h2 id={titleId} className="text-lg font-bold">
          {t.renewalTitle}
        </h2>
        <p className="mt-3 text-sm text-neutral-700">{t.renewalLead}</p>
        <div className="mt-4 space-y-4">
          <FormAlert>{error}</FormAlert>
          {pending.map((kind) => {
            const label = CONSENT_LABELS[kind];
            return (
              <div key={kind} className="space-y-1">
                <CheckboxField
                  id={`yeniden-onay-${kind}`}
                  checked={Boolean(checked[kind])}
                  onChange={(e) => toggle(kind, e.currentTarget.checked)}
                  label={t.renewalAccept(label.title)}
                />
                {label.href && (
                  <Link
                    href={label.href}
                    target="_blank"
                    rel="noopener"
                    className="pl-8 text-sm font-semibold text-brand-700 underline"
                  >
                    {`${label.title}: ${t.read}`}
                  </Link>
                )}
              </div>
            );
          })}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void logout()}>
            {t.renewalLogout}
          </Button>
          <Button type="submit" loading={submitting}>
            {t.renewalSubmit}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
