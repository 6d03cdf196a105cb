import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { ActionOutcome, KvkkCard } from "@/components/kvkk/KvkkCard";
import { useDeletionRequest } from "@/components/kvkk/useKvkkActions";
import { formatDateTime } from "@/lib/format";
import { DELETION_BLOCKER_LABELS, KVKK_LABELS as t } from "@/lib/kvkk/labels";
import type { MyKvkk } from "@/lib/kvkk/types";

/** "Hesabımı sil": what deletion means, why it is refused now (if it is), and the typed confirmation. */
export function DeletionSection({ kvkk, email, reload }: { kvkk: MyKvkk; email: string; reload: () => Promise<void> }) {
  const form = useDeletionRequest(email, reload);
  const allowed = kvkk.actions.includes("delete");
  return (
    <KvkkCard
      id="hesabimi-sil"
      title={t.deleteTitle}
      text={t.deleteText}
      ring="ring-1 ring-red-200"
      titleTone="text-red-800"
    >
      {!allowed && (
        <div className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <p className="font-semibold">{t.deleteBlocked}</p>
          <ul className="mt-1 list-disc pl-5">
            {kvkk.blockers.map((b) => (
              <li key={b}>{DELETION_BLOCKER_LABELS[b]}</li>
            ))}
          </ul>
        </div>
      )}
      {kvkk.deletion && !form.done && (
        <p role="status" className="mt-4 text-sm font-semibold text-neutral-800">
          {t.deletePending(formatDateTime(kvkk.deletion.confirmBy))}
        </p>
      )}
      {allowed && (
        <form className="mt-4 space-y-3" onSubmit={(e) => void form.submit(e)} noValidate>
          <TextField
            label={t.deletePhraseLabel}
            name="phrase"
            autoComplete="off"
            value={form.phrase}
            onChange={(e) => form.setPhrase(e.target.value)}
            error={form.fieldError || undefined}
          />
          <Button type="submit" variant="danger" loading={form.busy}>
            {t.deleteButton}
          </Button>
        </form>
      )}
      <ActionOutcome error={form.error} done={form.done} />
    </KvkkCard>
  );
}
