import { availableProvision } from "@/components/session/SessionProvider";
import type { CurrentUser } from "@/lib/accounts/types";
import { formatTL } from "@/lib/format";

/** Total, blocked and available provision (PRODUCT §5.1: available = total − blocked). */
export function ProvisionSummary({ user, tone = "dark" }: { user: CurrentUser; tone?: "dark" | "light" }) {
  const rows = [
    { label: "Toplam provizyon", value: user.provision.total },
    { label: "Bloke", value: user.provision.blocked },
    { label: "Kullanılabilir", value: availableProvision(user), strong: true },
  ];
  const muted = tone === "dark" ? "text-neutral-400" : "text-neutral-500";
  return (
    <dl className="space-y-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex items-center justify-between gap-6">
          <dt className={muted}>{row.label}</dt>
          <dd className={`tabular-nums ${row.strong ? "font-bold text-brand-500" : "font-semibold"}`}>
            {formatTL(row.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
