import { formatDateTime, formatPhone } from "@/lib/format";

/** The member a provision request or withdrawal belongs to: name, e-mail, phone. */
export function MemberCell({ user }: { user: { name: string; lastName: string; email: string; phone: string } }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold">
        {user.name} {user.lastName}
      </p>
      <p className="truncate text-sm text-neutral-500">{user.email}</p>
      <p className="text-sm text-neutral-500">{formatPhone(user.phone)}</p>
    </div>
  );
}

type Decided = { status: string; decidedAt: string | null; decidedByName: string | null; rejectReason: string | null };

/**
 * How a row ended: who carried it out (`doneStatus`, shown as `doneLabel`: "Onaylayan", "Ödeyen") or
 * rejected it and when, with `detail` after it; a cancel by the member; the rejection reason.
 */
export function DecisionHistory({
  row,
  doneStatus,
  doneLabel,
  detail = "",
}: {
  row: Decided;
  doneStatus: string;
  doneLabel: string;
  detail?: string;
}) {
  return (
    <>
      {row.decidedAt && (row.status === doneStatus || row.status === "rejected") && (
        <p className="text-sm text-neutral-500">
          {row.status === doneStatus ? doneLabel : "Reddeden"}: {row.decidedByName ?? "—"} ·{" "}
          {formatDateTime(row.decidedAt)}
          {detail}
        </p>
      )}
      {row.decidedAt && row.status === "cancelled" && (
        <p className="text-sm text-neutral-500">Kullanıcı iptal etti · {formatDateTime(row.decidedAt)}</p>
      )}
      {row.rejectReason && <p className="mt-1 text-sm text-red-700">Gerekçe: {row.rejectReason}</p>}
    </>
  );
}
