import { Button } from "@/components/ui/Button";
import { ActionOutcome, KvkkCard } from "@/components/kvkk/KvkkCard";
import { useExportDownload } from "@/components/kvkk/useKvkkActions";
import { KVKK_LABELS as t } from "@/lib/kvkk/labels";

/** The target of the "Veri dökümünüz hazır" e-mail's link: one button that saves the archive. */
export function DownloadPanel({ token }: { token: string }) {
  const download = useExportDownload(token);
  return (
    <KvkkCard id="indir" title={t.downloadTitle} text={t.downloadReady} ring="ring-2 ring-brand-500">
      <Button className="mt-4" onClick={() => void download.download()} loading={download.busy}>
        {download.busy ? t.downloading : t.download}
      </Button>
      <ActionOutcome error={download.error} done={download.done} />
    </KvkkCard>
  );
}
