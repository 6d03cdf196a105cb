import { useState } from "react";
import toast from "react-hot-toast";
import { EmailVerificationNotice } from "@/components/accounts/EmailVerificationNotice";
import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { Badge } from "@/components/ui/StatusBadge";
import { useMyWithdrawals } from "@/lib/withdrawals/client";
import { formatIban } from "@/lib/withdrawals/iban";
import type { WithdrawalView } from "@/lib/withdrawals/types";
import { WITHDRAWAL_STATUS_LABELS, WITHDRAWAL_STATUS_TONES } from "@/lib/withdrawals/labels";
import { handleError } from "@/lib/errors";
import { formatDateTime, formatTL } from "@/lib/format";
import { http } from "@/lib/http";
import { formatAmountInput } from "@/lib/turkishAmount";
import { ReauthDialog } from "@/components/deposits/ReauthDialog";
import { emailUnverifiedMessage } from "@/lib/accounts/labels";
import { useWithdrawalForm } from "@/components/deposits/useWithdrawalForm";

/** Texts of the withdrawal part of /profil/provizyon, together for a Turkish editor. */
const text = {
  intro:
    "Teklif ve satın almalarınıza bağlı olmayan (kullanılabilir) provizyonunuzu kendi adınıza kayıtlı bir Türk banka hesabına geri çekebilirsiniz. Talep ettiğiniz tutar ödenene kadar bloke edilir ve teklif için kullanılamaz.",
  owner: "Hesap sahibi",
  ownerHint: "Ödeme yalnızca profilinizdeki ad soyadla aynı kişiye ait hesaba yapılır.",
  cancelTitle: "Çekim talebini iptal et",
  cancelBody: (w: WithdrawalView) =>
    `${formatTL(w.amount)} tutarındaki çekim talebiniz iptal edilir ve tutar yeniden kullanılabilir provizyonunuza eklenir.`,
  cancelled: "Çekim talebiniz iptal edildi.",
};

/** The withdrawal form and the user's withdrawals with their states; a pending one can be cancelled. */
export function WithdrawalSection({
  available,
  ownerName,
  account,
  onChanged,
}: {
  available: number;
  ownerName: string;
  account: { uid: string; email: string };
  onChanged: () => Promise<void>;
}) {
  const { items, error, reload } = useMyWithdrawals();
  const refresh = async () => {
    await Promise.all([reload(), onChanged()]);
  };
  const form = useWithdrawalForm(available, account, refresh);
  const { user } = useSession();
  const [cancelling, setCancelling] = useState<WithdrawalView | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await http.post(`/api/me/withdrawals/${cancelling.id}/cancel`);
      toast.success(text.cancelled);
    } catch (e) {
      handleError(e, "Çekim talebi iptal edilemedi.");
    } finally {
      setCancelling(null);
      setBusy(false);
      await refresh();
    }
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-neutral-600">{text.intro}</p>
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
          <p className="text-sm font-medium text-neutral-700">{text.owner}</p>
          <p className="mt-1 font-semibold">{ownerName}</p>
          <p className="mt-1 text-sm text-neutral-500">{text.ownerHint}</p>
        </div>
        {(form.unverified || user?.emailVerified === false) && (
          <EmailVerificationNotice
            className="sm:col-span-2"
            message={form.unverified ?? emailUnverifiedMessage("withdrawal")}
          />
        )}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" loading={form.submitting}>
            Çekim Talep Et
          </Button>
        </div>
      </form>

      <div>
        <h3 className="font-semibold">Çekim taleplerim</h3>
        {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
        {!error && items === null && <p className="mt-2 text-sm text-neutral-500">Çekim talepleriniz yükleniyor…</p>}
        {items?.length === 0 && <p className="mt-2 text-sm text-neutral-500">Henüz çekim talebiniz yok.</p>}
        {items && items.length > 0 && (
          <ul className="mt-2 divide-y divide-neutral-200">
            {items.map((w) => (
              <li
                key={w.id}
                className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between"
                aria-label={`Çekim talebi ${formatTL(w.amount)}`}
              >
                <div className="min-w-0">
                  <p className="font-semibold tabular-nums">{formatTL(w.amount)}</p>
                  <p className="break-all font-mono text-sm text-neutral-600">{formatIban(w.iban)}</p>
                  <p className="text-sm text-neutral-500">{formatDateTime(w.createdAt)}</p>
                  {w.status === "paid" && w.decidedAt && (
                    <p className="mt-1 text-sm text-neutral-600">
                      Ödendi: {formatDateTime(w.decidedAt)}
                      {w.paymentReference ? ` · Dekont ${w.paymentReference}` : ""}
                    </p>
                  )}
                  {w.status === "rejected" && w.rejectReason && (
                    <p className="mt-1 text-sm text-red-700">Ret gerekçesi: {w.rejectReason}</p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={WITHDRAWAL_STATUS_TONES[w.status]}>{WITHDRAWAL_STATUS_LABELS[w.status]}</Badge>
                  {w.actions.includes("cancel") && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setCancelling(w)}
                      aria-label={`${formatTL(w.amount)} çekim talebini iptal et`}
                    >
                      İptal et
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <ReauthDialog reauth={form.reauth} email={account.email} />

      <ConfirmDialog
        open={cancelling !== null}
        title={text.cancelTitle}
        variant="danger"
        confirmLabel="Talebi iptal et"
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && <p className="text-sm">{text.cancelBody(cancelling)}</p>}
      </ConfirmDialog>
    </div>
  );
}
