import { Button } from "@/components/ui/Button";
import { ActionOutcome, KvkkCard } from "@/components/kvkk/KvkkCard";
import { useExportRequest } from "@/components/kvkk/useKvkkActions";
import { formatDateTime } from "@/lib/format";
import { DATA_EXPORT_STATUS_LABELS, KVKK_LABELS as t } from "@/lib/kvkk/labels";
import type { MyKvkk } from "@/lib/kvkk/types";

/** "Verilerimi indir": the request button and the user's recent exports. */
export function ExportSection({ kvkk, reload }: { kvkk: MyKvkk; reload: () => Promise<void> }) {
  const request = useExportRequest(reload);
  return (
    <KvkkCard id="verilerimi-indir" title={t.exportTitle} text={t.exportText} ring="ring-1 ring-neutral-200">
      <Button
        className="mt-4"
        onClick={() => void request.submit()}
        loading={request.busy}
        disabled={!kvkk.actions.includes("export")}
      >
        {t.exportButton}
      </Button>
      <ActionOutcome error={request.error} done={request.done} />
      <h3 className="mt-6 text-sm font-bold text-neutral-800">{t.exportHistory}</h3>
      {kvkk.exports.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-600">{t.exportNone}</p>
      ) : (
        <ul className="mt-2 divide-y divide-neutral-100 text-sm">
          {kvkk.exports.map((e) => (
            <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{formatDateTime(e.createdAt)}</span>
              <span>
                <span className="font-semibold">{DATA_EXPORT_STATUS_LABELS[e.status]}</span>
                {e.status === "ready" && e.expiresAt && (
                  <span className="ml-2 text-neutral-600">{t.exportLinkUntil(formatDateTime(e.expiresAt))}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </KvkkCard>
  );
}
