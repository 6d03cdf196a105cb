import { EmailVerificationNotice } from "@/components/accounts/EmailVerificationNotice";
import { IdentityRequiredNotice } from "@/components/identity/IdentityRequiredNotice";
import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { emailUnverifiedMessage } from "@/lib/accounts/labels";
import { formatTL } from "@/lib/format";
import { formatAmountInput } from "@/lib/turkishAmount";
import type { useWithdrawalForm } from "@/components/deposits/useWithdrawalForm";

/** The amount and IBAN of a withdrawal; the account holder is the profile's name and cannot be changed. */
export function WithdrawalForm({
  form,
  available,
  ownerName,
}: {
  form: ReturnType<typeof useWithdrawalForm>;
  available: number;
  ownerName: string;
}) {
  const { user } = useSession();
  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Çekilecek tutar (TL)"
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Ör. 5.000"
        value={form.amountText}
        onChange={(e) => form.setAmountText(formatAmountInput(e.target.value))}
        error={form.errors.amount}
        hint={`Kullanılabilir: ${formatTL(available)}. Tam TL (kuruşsuz).`}
      />
      <TextField
        label="IBAN"
        name="iban"
        autoComplete="off"
        spellCheck={false}
        placeholder="TR00 0000 0000 0000 0000 0000 00"
        value={form.iban}
        onChange={(e) => form.setIban(e.target.value.toUpperCase())}
        error={form.errors.iban}
        hint="TR ile başlayan 26 karakter; boşluklu yazabilirsiniz."
      />
      <div className="sm:col-span-2">
        <p className="text-sm font-medium text-neutral-700">Hesap sahibi</p>
        <p className="mt-1 font-semibold">{ownerName}</p>
        <p className="mt-1 text-sm text-neutral-500">
          Ödeme yalnızca profilinizdeki ad soyadla aynı kişiye ait hesaba yapılır.
        </p>
      </div>
      {(form.unverified || user?.emailVerified === false) && (
        <EmailVerificationNotice
          className="sm:col-span-2"
          message={form.unverified ?? emailUnverifiedMessage("withdrawal")}
        />
      )}
      <IdentityRequiredNotice className="sm:col-span-2" message={form.identityNeeded} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" loading={form.submitting}>
          Çekim Talep Et
        </Button>
      </div>
    </form>
  );
}
