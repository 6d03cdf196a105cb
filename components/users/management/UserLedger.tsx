import { LEDGER_KIND_TEXT } from "@/components/profile/ProvisionMovements";
import { formatDateTime, formatTL } from "@/lib/format";
import type { LedgerEntryView } from "@/lib/users/types";
import { ColumnsTable } from "@/components/management/ManagementTable";
import { stackedTable } from "@/components/management/stackedTable";

const REF_LABELS: Record<string, string> = {
  auction: "İhale",
  listing: "Hemen Al",
  provision_request: "Provizyon talebi",
  order: "Sipariş",
  withdrawal: "İade talebi",
};

const COLUMNS = [
  { label: "Zaman" },
  { label: "Hareket" },
  { label: "Kaynak" },
  { label: "Tutar", align: "right" },
] as const;

/** The user's whole provision ledger, newest first. */
export function UserLedger({ entries }: { entries: LedgerEntryView[] }) {
  return (
    <ColumnsTable className={stackedTable("md:min-w-[640px]")} columns={COLUMNS} compact>
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
    </ColumnsTable>
  );
}
