import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/Field";
import { useExportDownload } from "@/components/kvkk/useKvkkActions";
import { KVKK_LABELS as t } from "@/lib/kvkk/labels";

/** The target of the "Veri dökümünüz hazır" e-mail's link: one button that saves the archive. */
export function DownloadPanel({ token }: { token: string }) {
  const download = useExportDownload(token);
  return (
    <section aria-labelledby="indir" className="rounded-2xl bg-white p-6 shadow-sm ring-2 ring-brand-500">
      <h2 id="indir" className="text-lg font-bold">
        {t.downloadTitle}
      </h2>
      <p className="mt-2 text-sm text-neutral-700">{t.downloadReady}</p>
      <Button className="mt-4" onClick={() => void download.download()} loading={download.busy}>
        {download.busy ? t.downloading : t.download}
      </Button>
      {download.error && <FormAlert>{download.error}</FormAlert>}
      {download.done && (
        <p role="status" className="mt-3 text-sm font-semibold text-green-800">
          {download.done}
        </p>
      )}
    </section>
  );
}
