import { LEDGER_KIND_TEXT } from "@/components/profile/ProvisionMovements";
import { formatDateTime, formatTL } from "@/lib/format";
import type { LedgerEntryView } from "@/lib/users/types";
import { stackedTable } from "@/components/management/stackedTable";

const REF_LABELS: Record<string, string> = {
  auction: "İhale",
  listing: "Hemen Al",
  provision_request: "Provizyon talebi",
  order: "Sipariş",
  withdrawal: "İade talebi",
};

/** The user's whole provision ledger, newest first. */
export function UserLedger({ entries }: { entries: LedgerEntryView[] }) {
  return (
    <div className="overflow-x-auto">
      <table className={stackedTable("md:min-w-[640px]")}>
        <thead className="bg-neutral-50 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th className="px-4 py-2">Zaman</th>
            <th className="px-4 py-2">Hareket</th>
            <th className="px-4 py-2">Kaynak</th>
            <th className="px-4 py-2 text-right">Tutar</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {entries.map((e) => {
            const kind = LEDGER_KIND_TEXT[e.kind];
            return (
              <tr key={e.id}>
                <td className="whitespace-nowrap px-4 py-2" data-label="Zaman">
                  {formatDateTime(e.createdAt)}
                </td>
                <td className="px-4 py-2" data-label="Hareket">
                  {kind.label}
                  {e.note && <p className="text-xs text-neutral-600">{e.note}</p>}
                </td>
                <td className="px-4 py-2" data-label="Kaynak">
                  {REF_LABELS[e.refType] ?? e.refType} #{e.refId}
                </td>
                <td
                  className={`whitespace-nowrap px-4 py-2 text-right tabular-nums max-md:text-left ${kind.tone}`}
                  data-label="Tutar"
                >
                  {kind.sign}
                  {formatTL(e.amount)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
