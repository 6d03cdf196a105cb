import { formatTL } from "@/lib/format";
import type { ProvisionBalance } from "@/lib/deposits/types";

/** Total, blocked and available provision side by side. */
export function ProvisionBalanceCards({ balance }: { balance: ProvisionBalance }) {
  return (
    <section aria-label="Provizyon bakiyesi" className="grid gap-4 sm:grid-cols-3">
      {[
        {
          label: "Toplam provizyon",
          value: balance.total,
          note: "Onaylanan yatırımlarınızdan iadeler ve tahsil edilen cayma bedelleri düşülmüş tutar",
        },
        { label: "Bloke", value: balance.blocked, note: "Süren teklif ve siparişleriniz için ayrılan" },
        { label: "Kullanılabilir", value: balance.available, note: "Yeni teklifler için hazır", highlight: true },
      ].map((card) => (
        <div
          key={card.label}
          className={`rounded-2xl p-5 shadow-sm ring-1 ${card.highlight ? "bg-ink text-white ring-ink" : "bg-white ring-neutral-200"}`}
        >
          <p className={`text-sm ${card.highlight ? "text-neutral-400" : "text-neutral-500"}`}>{card.label}</p>
          <p className={`mt-1 text-2xl font-bold tabular-nums ${card.highlight ? "text-brand-500" : ""}`}>
            {formatTL(card.value)}
          </p>
          <p className={`mt-1 text-xs ${card.highlight ? "text-neutral-400" : "text-neutral-500"}`}>{card.note}</p>
        </div>
      ))}
    </section>
  );
}
