import { toast } from "@/lib/browser/toast";
import { Icon } from "@/components/ui/Icon";

/** Copies a value (IBAN, reference code) to the clipboard; the label names what is copied. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} kopyalandı.`);
    } catch {
      toast.error("Kopyalanamadı; lütfen elle seçip kopyalayın.");
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
      aria-label={`${label} kopyala`}
    >
      <Icon name="copy" className="h-4 w-4" />
      Kopyala
    </button>
  );
}
