import { useId } from "react";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { ModalDialog } from "@/components/ui/ModalDialog";
import { reauthTexts as text } from "@/lib/withdrawals/labels";
import type { ReauthState } from "@/components/deposits/useWithdrawalForm";

/** Asks for the password again before a withdrawal on an old sign-in; a wrong one is said here. */
export function ReauthDialog({ reauth, email }: { reauth: ReauthState; email: string }) {
  const titleId = useId();
  const bodyId = useId();
  if (!reauth.open) return null;
  return (
    <ModalDialog
      onClose={reauth.close}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="z-[80] flex items-end justify-center bg-black/60 sm:items-center sm:p-4"
    >
      <form
        noValidate
        onSubmit={(e) => void reauth.confirm(e)}
        className="w-full rounded-t-2xl bg-white p-6 text-neutral-900 shadow-2xl sm:max-w-md sm:rounded-2xl"
      >
        <h2 id={titleId} className="text-lg font-bold">
          {text.title}
        </h2>
        <p id={bodyId} className="mt-3 text-neutral-700">
          {text.body}
        </p>
        {/* Lets a password manager offer the right account's password. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="mt-4">
          <TextField
            label={text.password}
            type="password"
            name="password"
            autoComplete="current-password"
            value={reauth.password}
            onChange={(e) => reauth.setPassword(e.target.value)}
            error={reauth.error || undefined}
            autoFocus
            required
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={reauth.close} disabled={reauth.confirming}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={reauth.confirming}>
            {text.confirm}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
