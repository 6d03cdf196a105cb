import { useState, type FormEvent } from "react";
import { toast } from "@/lib/browser/toast";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import { banLiftLabels } from "@/lib/offers/labels";

/** Management › Kullanıcılar › a user: a non-payer's ban (PRODUCT §7.3) and, when allowed, its lift with a reason. */
export function TradingBanLift({
  uid,
  ban,
  canLift,
  onSaved,
}: {
  uid: string;
  ban: { endsAt: string } | null;
  canLift: boolean;
  onSaved: () => Promise<unknown>;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!ban) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await http.delete(`/api/management/users/${encodeURIComponent(uid)}/trading-ban`, { data: { reason } });
      toast.success(banLiftLabels.done);
      setError(null);
    } catch (e) {
      setError(handleError(e, banLiftLabels.error));
    } finally {
      setBusy(false);
      await onSaved();
    }
  };

  return (
    <section aria-label={banLiftLabels.title} className="rounded-2xl bg-red-50 p-4 text-sm ring-1 ring-red-200 sm:p-6">
      <h2 className="font-bold text-red-900">{banLiftLabels.title}</h2>
      <p className="mt-1 text-red-900">{banLiftLabels.until(new Date(ban.endsAt))}</p>
      {canLift && (
        <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-wrap items-end gap-2">
          <TextField
            label={banLiftLabels.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error ?? undefined}
          />
          <Button size="sm" type="submit" disabled={busy}>
            {banLiftLabels.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
