import type { FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { formatNumber, formatTL } from "@/lib/format";
import { formatAmountInput } from "@/lib/turkishAmount";
import { MIN_PROVISION_REQUEST } from "@/lib/deposits/rules";

const QUICK_AMOUNTS = [5_000, 10_000, 25_000, 50_000];

/** The amount field with quick picks; sends a new provision request. */
export function ProvisionRequestForm({
  amountText,
  amountError,
  submitting,
  onAmountChange,
  onChooseAmount,
  onSubmit,
}: {
  amountText: string;
  amountError?: string;
  submitting: boolean;
  onAmountChange: (text: string) => void;
  onChooseAmount: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="Eklemek istediğiniz tutar (TL)"
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Ör. 10.000"
        value={amountText}
        onChange={(e) => onAmountChange(formatAmountInput(e.target.value))}
        error={amountError}
        hint={`En az ${formatTL(MIN_PROVISION_REQUEST)}, tam TL (kuruşsuz). Tutar, havale/EFT'niz hesabımıza ulaşıp onaylandığında bakiyenize eklenir.`}
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Hızlı tutar seçimi">
        {QUICK_AMOUNTS.map((value) => (
          <button
            key={value}
            type="button"
            onClick={() => onChooseAmount(formatNumber(value))}
            className="rounded-full border border-neutral-300 px-3 py-1.5 text-sm font-medium hover:border-brand-500 hover:text-brand-700"
          >
            {formatTL(value)}
          </button>
        ))}
      </div>
      <Button type="submit" size="lg" loading={submitting}>
        Talep Oluştur
      </Button>
    </form>
  );
}
