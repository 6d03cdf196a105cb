import { DetailSection } from "@/components/users/management/DetailSection";
import { formatDateTime } from "@/lib/format";
import { useManagedUserKvkk } from "@/lib/kvkk/client";
import { ACCOUNT_DELETION_STATUS_LABELS, DATA_EXPORT_STATUS_LABELS, KVKK_LABELS as t } from "@/lib/kvkk/labels";

/** The user page's KVKK section: data exports and deletion requests, newest first. */
export function UserKvkkRequests({ uid }: { uid: string }) {
  const data = useManagedUserKvkk(uid);
  if (!data) return null;
  const rows = [
    ...data.exports.map((e) => ({
      key: `e${e.id}`,
      at: e.createdAt,
      kind: t.staffExport,
      status: DATA_EXPORT_STATUS_LABELS[e.status],
      note: e.expiresAt ? t.staffLinkUntil(formatDateTime(e.expiresAt)) : "",
    })),
    ...data.deletions.map((d) => ({
      key: `d${d.id}`,
      at: d.createdAt,
      kind: t.staffDeletion,
      status: ACCOUNT_DELETION_STATUS_LABELS[d.status],
      note: d.status === "completed" ? (d.accountRemoved ? t.staffAccountRemoved : t.staffAccountPending) : "",
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <DetailSection id="kvkk" title={t.staffTitle} count={rows.length} empty={t.staffEmpty}>
      {data.deletedAt && (
        <p className="border-b border-neutral-200 px-4 py-3 text-sm font-semibold text-red-800">
          {t.staffDeletedAt(formatDateTime(data.deletedAt))}
        </p>
      )}
      <ul className="divide-y divide-neutral-100">
        {rows.map((row) => (
          <li key={row.key} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-2 text-sm">
            <span className="whitespace-nowrap text-neutral-600">{formatDateTime(row.at)}</span>
            <span className="font-semibold">{row.kind}</span>
            <span>{row.status}</span>
            {row.note && <span className="text-neutral-600">{row.note}</span>}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
