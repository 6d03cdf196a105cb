import { CopyButton } from "@/components/ui/CopyButton";
import { type BankAccount } from "@/lib/company";
import { formatTL } from "@/lib/format";

/** Where to send the transfer, with copy buttons for IBAN and reference code. */
export function BankDetails({ bank, amount, reference }: { bank: BankAccount; amount?: number; reference?: string }) {
  const rows: { label: string; value: string; copy?: string }[] = [
    { label: "Banka", value: bank.bank },
    { label: "Alıcı", value: bank.accountHolder },
    { label: "IBAN", value: bank.iban, copy: bank.iban.replace(/\s/g, "") },
  ];
  if (amount !== undefined) rows.push({ label: "Tutar", value: formatTL(amount) });
  if (reference) rows.push({ label: "Açıklama (referans kodu)", value: reference, copy: reference });
  return (
    <dl className="mt-4 space-y-3 text-sm">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="text-neutral-500">{row.label}</dt>
          <dd className="mt-0.5 flex flex-wrap items-center justify-between gap-2 font-semibold text-neutral-900">
            <span className={row.copy ? "font-mono tracking-wide" : ""}>{row.value}</span>
            {row.copy && <CopyButton value={row.copy} label={row.label === "IBAN" ? "IBAN" : "Referans kodu"} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
