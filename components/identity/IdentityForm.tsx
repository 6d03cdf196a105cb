import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { ErrorAlert } from "@/components/ui/ErrorAlert";
import { useIdentityForm } from "@/components/identity/useIdentityForm";
import { IDENTITY_LABELS as text } from "@/lib/identity/labels";
import type { IdentityFormValues } from "@/lib/identity/rules";
import type { IdentityStatus } from "@/lib/identity/types";

/** The fields after the number, in the order the form shows them; `digits`: a numeric field's length. */
type FieldSpec = { name: Exclude<keyof IdentityFormValues, "number">; autoComplete: string; digits?: number };
const NAME_FIELDS: FieldSpec[] = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
];
/** A foreigner's number (YKN) also asks the day and month of birth. */
const FOREIGN_BIRTH_FIELDS: FieldSpec[] = [
  { name: "birthDay", autoComplete: "bday-day", digits: 2 },
  { name: "birthMonth", autoComplete: "bday-month", digits: 2 },
];
const BIRTH_YEAR: FieldSpec = { name: "birthYear", autoComplete: "bday-year", digits: 4 };

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
        {[...NAME_FIELDS, ...(foreign ? FOREIGN_BIRTH_FIELDS : []), BIRTH_YEAR].map(
          ({ name, autoComplete, digits }) => (
            <TextField
              key={name}
              label={text[name]}
              {...field(name)}
              inputMode={digits ? "numeric" : undefined}
              autoComplete={autoComplete}
              maxLength={digits}
            />
          ),
        )}
      </div>
      <p className="text-sm text-neutral-500">{text.privacy}</p>
      <ErrorAlert message={problem} />
      <Button type="submit" loading={sending} className="w-full sm:w-auto">
        {sending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
