import Link from "@/components/ui/Link";
import type { SettledDeposit } from "@/lib/orders/types";
import { SETTLED_DEPOSIT_LABELS } from "@/lib/orders/labels";

/**
 * The buyer's line under a closed order saying what became of its deposit; a collected cayma bedeli
 * links to the ledger row that took it from the provision.
 */
export function SettledDepositNote({ deposit }: { deposit: SettledDeposit | null }) {
  const text = deposit && SETTLED_DEPOSIT_LABELS.buyer(deposit);
  if (!deposit || !text) return null;
  if (deposit.outcome === "released") return <p className="mt-1 text-xs text-green-800">{text}</p>;
  return (
    <p className="mt-1 text-xs text-red-800">
      {text}{" "}
      <Link
        href="/profil/provizyon#hesap-hareketleri"
        className="whitespace-nowrap font-semibold underline hover:text-red-900"
      >
        {SETTLED_DEPOSIT_LABELS.movementsLink}
      </Link>
    </p>
  );
}
