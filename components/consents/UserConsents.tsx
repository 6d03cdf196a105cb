import { ColumnsTable } from "@/components/management/ManagementTable";
import { stackedTable } from "@/components/management/stackedTable";
import { CONSENT_ACTION_LABELS, CONSENT_LABELS, CONSENT_SOURCE_LABELS } from "@/lib/consents/labels";
import type { ConsentRecord } from "@/lib/consents/types";
import { formatDateTime } from "@/lib/format";

const COLUMNS = ["Zaman", "Metin", "İşlem", "Sürüm", "Kaynak"].map((label) => ({ label }));

/** Management › Kullanıcılar › a user: every acceptance and withdrawal, newest first, with the text's version. */
export function UserConsents({ records }: { records: ConsentRecord[] }) {
  const newestFirst = [...records].reverse();
  return (
    <ColumnsTable className={stackedTable("md:min-w-[700px]")} columns={COLUMNS} compact>
      {newestFirst.map((record) => (
        <tr key={record.id}>
          <td data-label="Zaman" className="px-4 py-2 whitespace-nowrap">
            {formatDateTime(record.createdAt)}
          </td>
          <td data-label="Metin" className="px-4 py-2">
            {CONSENT_LABELS[record.kind].title}
          </td>
          <td data-label="İşlem" className="px-4 py-2">
            {CONSENT_ACTION_LABELS[record.action]}
          </td>
          <td data-label="Sürüm" className="px-4 py-2 font-mono text-xs">
            {record.version}
          </td>
          <td data-label="Kaynak" className="px-4 py-2">
            {CONSENT_SOURCE_LABELS[record.source]}
          </td>
        </tr>
      ))}
    </ColumnsTable>
  );
}
