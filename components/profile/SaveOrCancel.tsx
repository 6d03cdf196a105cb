import { Button } from "@/components/ui/Button";

/** The submit button and "Vazgeç" at the foot of a /profil form; both wait while it saves. */
export function SaveOrCancel({ label, saving, onCancel }: { label: string; saving: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" loading={saving}>
        {label}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Vazgeç
      </Button>
    </div>
  );
}
