import { Button } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { type BankAccount } from "@/lib/company";
import { formatTL } from "@/lib/format";
import { BankDetails } from "@/components/deposits/BankDetails";
import type { ProvisionRequest } from "@/components/deposits/types";

/** Shown after a request is created: how to pay it, with its reference code. */
export function TransferInstructions({
  request,
  bank,
  onDone,
}: {
  request: ProvisionRequest;
  bank?: BankAccount;
  onDone: () => void;
}) {
  return (
    <div>
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200"
      >
        <Icon name="check" className="mt-0.5 h-5 w-5 flex-none" />
        <div>
          <p className="font-semibold">Talebiniz oluşturuldu: {formatTL(request.amount)}</p>
          <p className="mt-0.5 text-sm">
            Aşağıdaki hesaba havale/EFT yaparken açıklama alanına{" "}
            <strong className="font-mono">{request.referenceCode}</strong> referans kodunu yazın. Ödemeniz
            onaylandığında tutar bakiyenize eklenir.
          </p>
        </div>
      </div>
      {bank && (
        <div className="mt-4 rounded-xl border border-neutral-200 p-4">
          <BankDetails bank={bank} amount={request.amount} reference={request.referenceCode} />
        </div>
      )}
      <Button variant="secondary" className="mt-5" onClick={onDone}>
        Yeni talep oluştur
      </Button>
    </div>
  );
}
