import { formatTL } from "@/lib/format";

/** Texts of the choice, together for a Turkish editor (membership agreement: cayma bedeli). */
export const depositChoiceText = {
  legend: (amount: number) => `Alıcının bloke teminatı: ${formatTL(amount)}`,
  release: "Teminatı serbest bırak",
  releaseHint:
    "Tutar alıcının kullanılabilir provizyonuna geri döner. Alıcının kusuru yoksa (mücbir sebep vb.) bunu seçin.",
  forfeit: (amount: number) => `Cayma bedeli olarak tahsil et (${formatTL(amount)})`,
  forfeitHint:
    "Alıcı ödemeyi süresinde yapmadıysa. Tutar alıcının provizyonundan kesin olarak düşülür ve hesap hareketlerinde “Cayma bedeli” olarak ayrıca gösterilir.",
};

/**
 * How the buyer's deposit ends when staff cancel an unpaid order: released (the default) or
 * collected as a cayma bedeli. Native radios, so arrow keys and screen readers work as usual.
 */
export function OrderDepositChoice({
  amount,
  forfeit,
  onChange,
  disabled,
  forfeitLockedReason,
}: {
  amount: number;
  forfeit: boolean;
  onChange: (forfeit: boolean) => void;
  disabled?: boolean;
  /** Why collecting is not possible yet (the payment due date has not passed); the option is then disabled. */
  forfeitLockedReason?: string;
}) {
  const option = (value: boolean, label: string, hint: string) => {
    const locked = value && forfeitLockedReason !== undefined;
    return (
      <label
        className={`flex items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${locked ? "cursor-not-allowed opacity-70" : "cursor-pointer"} ${
          forfeit === value
            ? value
              ? "border-red-300 bg-red-50"
              : "border-brand-300 bg-brand-50"
            : "border-neutral-200"
        }`}
      >
        <input
          type="radio"
          name="order-deposit"
          checked={forfeit === value}
          onChange={() => onChange(value)}
          disabled={disabled || locked}
          className="mt-0.5 h-4 w-4 flex-none accent-brand-600"
        />
        <span>
          <span className="block text-sm font-semibold text-neutral-900">{label}</span>
          <span className="mt-0.5 block text-xs text-neutral-600">{hint}</span>
          {locked && <span className="mt-1 block text-xs font-semibold text-red-800">{forfeitLockedReason}</span>}
        </span>
      </label>
    );
  };
  return (
    <fieldset className="mt-4 space-y-2">
      <legend className="mb-2 text-sm font-semibold text-neutral-900">{depositChoiceText.legend(amount)}</legend>
      {option(false, depositChoiceText.release, depositChoiceText.releaseHint)}
      {option(true, depositChoiceText.forfeit(amount), depositChoiceText.forfeitHint)}
    </fieldset>
  );
}
