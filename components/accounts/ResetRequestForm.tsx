import Link from "@/components/ui/Link";
import { Button, ButtonLink } from "@/components/ui/Button";
import { FormAlert, TextField } from "@/components/ui/Field";
import { SuccessNote } from "@/components/accounts/SuccessNote";
import { useResetRequest } from "@/components/accounts/useResetRequest";

/** Said for every address, registered or not: the form must not tell who has an account. */
const RESET_SENT =
  "Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısını gönderdik. Gelen kutunuzu (ve gereksiz klasörünü) kontrol edin; bağlantı 1 saat geçerlidir.";

/** Asks for the account's e-mail and sends the reset link. */
export function ResetRequestForm({ returnPath }: { returnPath: string }) {
  const { email, setEmail, error, formError, sending, sent, submit } = useResetRequest(returnPath);

  if (sent) {
    return (
      <div className="space-y-5">
        <SuccessNote>{RESET_SENT}</SuccessNote>
        <ButtonLink href={returnPath} variant="secondary" className="w-full">
          Giriş sayfasına dön
        </ButtonLink>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <TextField
        label="E-posta adresi"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        required
      />
      <Button type="submit" size="lg" className="w-full" loading={sending}>
        Sıfırlama Bağlantısı Gönder
      </Button>
      <p className="text-center text-sm">
        <Link href={returnPath} className="font-semibold text-brand-700 hover:underline">
          Giriş sayfasına dön
        </Link>
      </p>
    </form>
  );
}
