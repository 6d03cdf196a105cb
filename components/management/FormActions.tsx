import { Button } from "@/components/ui/Button";

/** "Vazgeç" and the submit button at the foot of a management form. */
export function FormActions({
  saving,
  submitLabel,
  onCancel,
}: {
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-neutral-200 pt-4 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Vazgeç
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </div>
  );
}
