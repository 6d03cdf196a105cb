import { Button, ButtonLink } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/Field";
import { LoadingBlock } from "@/components/ui/Spinner";
import { NewPasswordFields } from "@/components/accounts/NewPasswordFields";
import { SuccessNote } from "@/components/accounts/SuccessNote";
import { useNewPassword } from "@/components/accounts/useNewPassword";

/** The page the reset mail links to: a new password for the account the code belongs to. */
export function NewPasswordForm({ oobCode, signInHref }: { oobCode: string; signInHref: string }) {
  const { state, field, formError, saving, submit } = useNewPassword(oobCode);

  if (state.status === "checking") return <LoadingBlock />;
  if (state.status === "invalid") {
    return (
      <div className="space-y-5">
        <FormAlert>{state.message}</FormAlert>
        <ButtonLink href={`/sifre-sifirla?returnUrl=${encodeURIComponent(signInHref)}`} className="w-full">
          Yeni bağlantı iste
        </ButtonLink>
      </div>
    );
  }
  if (state.status === "done") {
    return (
      <div className="space-y-5">
        <SuccessNote>Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.</SuccessNote>
        <ButtonLink href={signInHref} size="lg" className="w-full">
          Giriş Yap
        </ButtonLink>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <p className="text-neutral-700">
        <strong className="font-semibold text-neutral-900">{state.email}</strong> hesabı için yeni bir şifre belirleyin.
      </p>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
      <NewPasswordFields field={field} />
      <Button type="submit" size="lg" className="w-full" loading={saving}>
        Şifremi Değiştir
      </Button>
    </form>
  );
}
