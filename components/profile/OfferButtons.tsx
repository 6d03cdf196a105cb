import { Button } from "@/components/ui/Button";

/** "Kabul Et" / "Reddet" under our offer, for the answers the request allows. */
export function OfferButtons({
  actions,
  onAnswer,
}: {
  actions: readonly string[];
  onAnswer: (kind: "accept" | "decline") => void;
}) {
  if (!actions.includes("accept") && !actions.includes("decline")) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {actions.includes("accept") && (
        <Button size="sm" onClick={() => onAnswer("accept")}>
          Kabul Et
        </Button>
      )}
      {actions.includes("decline") && (
        <Button size="sm" variant="secondary" onClick={() => onAnswer("decline")}>
          Reddet
        </Button>
      )}
    </div>
  );
}
