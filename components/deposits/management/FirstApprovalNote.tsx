import { dualControlLabels } from "@/lib/deposits/labels";
import type { FirstApprovalView } from "@/lib/deposits/types";
import { formatDateTime } from "@/lib/format";

/** Who recorded the first of two approvals, and when, on a row waiting for its second approval. */
export function FirstApprovalNote({
  first,
  detail,
  mine,
}: {
  first: FirstApprovalView;
  detail?: string;
  mine: boolean;
}) {
  return (
    <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-600/20">
      <p className="font-semibold">{dualControlLabels.awaiting}</p>
      <p>
        {dualControlLabels.firstBy(first.byName)} · {formatDateTime(first.at)}
        {detail ? ` · ${detail}` : ""}
      </p>
      {mine && <p className="mt-1">{dualControlLabels.ownFirstApproval}</p>}
    </div>
  );
}
