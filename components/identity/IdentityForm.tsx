import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { useIdentityForm } from "@/components/identity/useIdentityForm";
import { IDENTITY_LABELS as text } from "@/lib/identity/labels";
import type { IdentityStatus } from "@/lib/identity/types";

/** T.C. Kimlik No (or YKN), names and birth year; a foreigner's number also asks the day and month. */
export function IdentityForm({ onVerified }: { onVerified: (status: IdentityStatus) => Promise<unknown> }) {
  const { field, problem, sending, foreign, submit } = useIdentityForm(onVerified);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5" aria-busy={sending}>
      <p className="text-sm text-neutral-700">{text.intro}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={text.number}
            {...field("number")}
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            hint={text.numberHint}
          />
        </div>
        <TextField label={text.firstName} {...field("firstName")} autoComplete="given-name" />
        <TextField label={text.lastName} {...field("lastName")} autoComplete="family-name" />
        {foreign && (
          <>
            <TextField
              label={text.birthDay}
              {...field("birthDay")}
              inputMode="numeric"
              autoComplete="bday-day"
              maxLength={2}
            />
            <TextField
              label={text.birthMonth}
              {...field("birthMonth")}
              inputMode="numeric"
              autoComplete="bday-month"
              maxLength={2}
            />
          </>
        )}
        <TextField
          label={text.birthYear}
          {...field("birthYear")}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
        />
      </div>
      <p className="text-sm text-neutral-500">{text.privacy}</p>
      {problem && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-600/20"
        >
          <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
          {problem}
        </p>
      )}
      <Button type="submit" loading={sending} className="w-full sm:w-auto">
        {sending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
