import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { useManagement } from "@/components/management/ManagementProvider";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { EXPORT_PERMISSION, isIsoDay, type ExportKind } from "@/lib/exports/rules";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";
import { EXPORT_ERRORS, EXPORT_LABELS } from "@/lib/exports/labels";

/** Today and the first day of this month as Istanbul calendar days (YYYY-MM-DD). */
function istanbulToday(): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Istanbul" }).format(new Date());
}

/** A refused download answers JSON inside a Blob (responseType "blob"): read its Turkish message. */
async function downloadError(error: unknown): Promise<string> {
  const data = (error as { data?: unknown } | null)?.data;
  if (data instanceof Blob) {
    try {
      const parsed = JSON.parse(await data.text()) as { error?: string };
      if (parsed.error) return parsed.error;
    } catch {
      /* not JSON: fall through to the generic message */
    }
  }
  return errorMessage(error, "Dosya hazırlanamadı.");
}

/**
 * "Dışa aktar": a date range and one button per CSV the staff member may download (finance: ledger
 * and withdrawals; orders staff: orders). The file opens in a Turkish Excel as it is.
 */
export function ExportPanel({ kinds }: { kinds: ExportKind[] }) {
  const { hasPermission } = useManagement();
  const allowed = kinds.filter((kind) => hasPermission(EXPORT_PERMISSION[kind]));
  const [from, setFrom] = useState(() => `${istanbulToday().slice(0, 8)}01`);
  const [to, setTo] = useState(istanbulToday);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [busy, setBusy] = useState<ExportKind | null>(null);

  if (allowed.length === 0) return null;

  const download = async (kind: ExportKind) => {
    const next: { from?: string; to?: string } = {};
    if (!from) next.from = EXPORT_ERRORS.fromRequired;
    else if (!isIsoDay(from)) next.from = EXPORT_ERRORS.badDate;
    if (!to) next.to = EXPORT_ERRORS.toRequired;
    else if (!isIsoDay(to)) next.to = EXPORT_ERRORS.badDate;
    if (!next.from && !next.to && from > to) next.from = EXPORT_ERRORS.order;
    setErrors(next);
    if (next.from || next.to) return;
    setBusy(kind);
    try {
      const blob = await http.get<Blob>(`/api/management/exports/${kind}`, {
        params: { from, to },
        responseType: "blob",
      });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `${kind}-${from}-${to}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(`${EXPORT_LABELS[kind]} indirildi.`);
    } catch (error) {
      toast.error(await downloadError(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="disa-aktar-baslik"
      className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200"
    >
      <h2 id="disa-aktar-baslik" className="text-lg font-bold tracking-tight">
        Dışa aktar
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        Seçtiğiniz tarih aralığını (İstanbul saatiyle, iki gün dahil) Excel&apos;de açılan CSV olarak indirin.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:max-w-xl">
        {(
          [
            { name: "from", label: "Başlangıç", value: from, set: setFrom, min: undefined, max: to || undefined },
            { name: "to", label: "Bitiş", value: to, set: setTo, min: from || undefined, max: undefined },
          ] as const
        ).map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type="date"
            value={field.value}
            min={field.min}
            max={field.max}
            onChange={(e) => field.set(e.target.value)}
            error={errors[field.name]}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {allowed.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            loading={busy === kind}
            disabled={busy !== null && busy !== kind}
            onClick={() => void download(kind)}
          >
            {EXPORT_LABELS[kind]} (CSV)
          </Button>
        ))}
      </div>
    </section>
  );
}
