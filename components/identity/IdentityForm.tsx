import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { useIdentityForm } from "@/components/identity/useIdentityForm";
import { IDENTITY_LABELS as text } from "@/lib/identity/labels";
import type { IdentityStatus } from "@/lib/identity/types";

/** T.C. Kimlik No (or YKN), names and birth year; a foreigner's number also asks the day and month. */
export function IdentityForm({ onVerified }: { onVerified: (status: IdentityStatus) => Promise<unknown> }) {
  const { values, set, errors, problem, sending, foreign, submit } = useIdentityForm(onVerified);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5" aria-busy={sending}>
      <p className="text-sm text-neutral-700">{text.intro}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={text.number}
            name="number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            value={values.number}
            onChange={(e) => set("number")(e.target.value)}
            error={errors.number}
            hint={text.numberHint}
          />
        </div>
        <TextField
          label={text.firstName}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => set("firstName")(e.target.value)}
          error={errors.firstName}
        />
        <TextField
          label={text.lastName}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set("lastName")(e.target.value)}
          error={errors.lastName}
        />
        {foreign && (
          <>
            <TextField
              label={text.birthDay}
              name="birthDay"
              inputMode="numeric"
              autoComplete="bday-day"
              maxLength={2}
              value={values.birthDay}
              onChange={(e) => set("birthDay")(e.target.value)}
              error={errors.birthDay}
            />
            <TextField
              label={text.birthMonth}
              name="birthMonth"
              inputMode="numeric"
              autoComplete="bday-month"
              maxLength={2}
              value={values.birthMonth}
              onChange={(e) => set("birthMonth")(e.target.value)}
              error={errors.birthMonth}
            />
          </>
        )}
        <TextField
          label={text.birthYear}
          name="birthYear"
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          value={values.birthYear}
          onChange={(e) => set("birthYear")(e.target.value)}
          error={errors.birthYear}
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
