import { stackedTable } from "@/components/management/stackedTable";
import { CONSENT_ACTION_LABELS, CONSENT_LABELS, CONSENT_SOURCE_LABELS } from "@/lib/consents/labels";
import type { ConsentRecord } from "@/lib/consents/types";
import { formatDateTime } from "@/lib/format";

/** Management › Kullanıcılar › a user: every acceptance and withdrawal, newest first, with the text's version. */
export function UserConsents({ records }: { records: ConsentRecord[] }) {
  const newestFirst = [...records].reverse();
  return (
    <div className="overflow-x-auto">
      <table className={stackedTable("md:min-w-[700px]")}>
        <thead className="bg-neutral-50 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th className="px-4 py-2">Zaman</th>
            <th className="px-4 py-2">Metin</th>
            <th className="px-4 py-2">İşlem</th>
            <th className="px-4 py-2">Sürüm</th>
            <th className="px-4 py-2">Kaynak</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
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
        </tbody>
      </table>
    </div>
  );
}
