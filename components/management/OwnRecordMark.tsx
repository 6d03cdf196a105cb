import { Badge } from "@/components/ui/StatusBadge";
import { ownRecordLabels } from "@/lib/staff/labels";

/**
 * Shown instead of the action buttons on a row the signed-in staff member is a party to (the server
 * answers it as `ownRecord` with its actions off): another staff member must decide it.
 */
export function OwnRecordMark() {
  return (
    <span title="Kendi kaydınızla ilgili işlemi başka bir yetkili yapmalı.">
      <Badge tone="neutral">{ownRecordLabels.badge}</Badge>
    </span>
  );
}
