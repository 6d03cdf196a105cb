import { Button } from "@/components/ui/Button";
import { formatDateTime, formatPhone, formatTL } from "@/lib/format";
import type { ManagedUserDetail } from "@/lib/users/types";
import { UserStatusPill } from "@/components/users/management/UserStatusPill";
import { OwnRecordMark } from "@/components/management/OwnRecordMark";
import { IDENTITY_LABELS, staffIdentityText } from "@/lib/identity/labels";

/** The user's profile, balances, suspension and the actions staff may take. */
export function UserHeader({
  detail,
  onAction,
}: {
  detail: ManagedUserDetail;
  onAction: (kind: "suspend" | "reinstate") => void;
}) {
  const { user: u, actions } = detail;
  const facts: Array<[string, string]> = [
    ["E-posta", u.email],
    ["Telefon", formatPhone(u.phone)],
    ["Şehir", u.city],
    ["Üyelik", formatDateTime(u.createdAt)],
    ["Kullanıcı no", u.uid],
    [IDENTITY_LABELS.staffTitle, staffIdentityText(detail.identity)],
  ];
  return (
    <section
      aria-labelledby="kullanici-baslik"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="kullanici-baslik" className="text-2xl font-bold tracking-tight">
            {u.name} {u.lastName}
          </h1>
          <div className="mt-1">
            <UserStatusPill status={u.status} />
          </div>
        </div>
        <div className="flex gap-2">
          {detail.ownRecord && <OwnRecordMark />}
          {actions.includes("suspend") && (
            <Button variant="danger" onClick={() => onAction("suspend")}>
              Askıya al
            </Button>
          )}
          {actions.includes("reinstate") && <Button onClick={() => onAction("reinstate")}>Askıdan çıkar</Button>}
        </div>
      </div>
      {u.suspension && (
        <div role="status" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          <strong>Askıda:</strong> {u.suspension.reason}
          <p className="text-xs">
            {formatDateTime(u.suspension.at)}
            {u.suspension.byName && ` · ${u.suspension.byName}`}
          </p>
        </div>
      )}
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {[
          ["Toplam provizyon", u.provision.total],
          ["Bloke", u.provision.blocked],
          ["Kullanılabilir", u.provision.available],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-neutral-50 p-2 ring-1 ring-neutral-200">
            <dt className="text-xs text-neutral-600">{label}</dt>
            <dd className="whitespace-nowrap text-sm font-bold tabular-nums sm:text-base">
              {formatTL(value as number)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
