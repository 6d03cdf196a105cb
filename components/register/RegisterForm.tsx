import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/Field";
import { AccountFields } from "@/components/register/AccountFields";
import { PersonalFields } from "@/components/register/PersonalFields";
import { RegisterConsents } from "@/components/register/RegisterConsents";
import type { Register } from "@/components/register/useRegister";

/** The sign-up form: profile, account (unless resuming), consents, and the way out of a resumed account. */
export function RegisterForm({ register }: { register: Register }) {
  const { formRef, submit, formError, submitting, pending, cancelPending } = register;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <PersonalFields register={register} />

      {!pending && <AccountFields register={register} />}

      <RegisterConsents register={register} />

      <Button type="submit" size="lg" className="w-full" loading={submitting}>
        {pending ? "Profilimi Kaydet" : "Kayıt Ol"}
      </Button>
      {pending && (
        <p className="text-center text-sm text-neutral-500">
          Bu hesap size ait değil mi?{" "}
          <button
            type="button"
            onClick={() => void cancelPending()}
            className="font-semibold text-neutral-700 underline hover:text-neutral-900"
          >
            Farklı bir hesapla kayıt olun
          </button>
        </p>
      )}
    </form>
  );
}
