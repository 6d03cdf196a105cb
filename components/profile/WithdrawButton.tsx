import { Button } from "@/components/ui/Button";

/** "Talebi geri çek" / "Talebi iptal et" under a request the owner may still withdraw. */
export function WithdrawButton({
  actions,
  label,
  onClick,
  className,
}: {
  actions: readonly string[];
  label: string;
  onClick: () => void;
  className: string;
}) {
  if (!actions.includes("withdraw")) return null;
  return (
    <div className={className}>
      <Button size="sm" variant="secondary" onClick={onClick}>
        {label}
      </Button>
    </div>
  );
}
