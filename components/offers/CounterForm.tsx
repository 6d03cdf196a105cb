import { useState, type FormEvent } from "react";
import { toast } from "@/lib/browser/toast";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import { offerLabels } from "@/lib/offers/labels";
import { parseTurkishAmount } from "@/lib/turkishAmount";

/** One counter price on a reserve offer; `url` is the staff or the owner's counter endpoint. */
export function CounterForm({ url, onSaved }: { url: string; onSaved: () => Promise<unknown> }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTurkishAmount(value);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    setBusy(true);
    try {
      await http.post(url, { price: parsed.amount });
      toast.success(offerLabels.countered);
    } catch (e) {
      setError(handleError(e, offerLabels.counterError));
    } finally {
      setBusy(false);
      await onSaved();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-wrap items-end gap-2">
      <TextField
        label={offerLabels.counterPrice}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error ?? undefined}
      />
      <Button size="sm" type="submit" disabled={busy}>
        {offerLabels.counter}
      </Button>
    </form>
  );
}
