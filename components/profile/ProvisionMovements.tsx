import Link from "@/components/ui/Link";
import { formatDateTime, formatTL } from "@/lib/format";

export type LedgerEntryKind = "deposit" | "withdrawal" | "block" | "release" | "capture";

export type ProvisionEntry = {
  id: number;
  kind: LedgerEntryKind;
  amount: number;
  refType: string;
  refId: string;
  note: string | null;
  createdAt: string;
};

/**
 * How each ledger kind reads to the account holder. `sign` says what it does to the total: a block or
 * release only moves money between available and blocked; a capture (cayma bedeli) leaves the account.
 */
export const LEDGER_KIND_TEXT: Record<
  LedgerEntryKind,
  { label: string; effect: string; sign: "+" | "−" | ""; tone: string }
> = {
  deposit: { label: "Provizyon yatırma", effect: "Toplam provizyona eklendi", sign: "+", tone: "text-green-700" },
  withdrawal: { label: "Provizyon iadesi", effect: "Toplam provizyondan düşüldü", sign: "−", tone: "text-neutral-900" },
  block: { label: "Bloke edildi", effect: "Kullanılabilir bakiyeden ayrıldı", sign: "", tone: "text-neutral-700" },
  release: { label: "Blokaj kaldırıldı", effect: "Kullanılabilir bakiyeye döndü", sign: "", tone: "text-neutral-700" },
  capture: {
    label: "Cayma bedeli tahsili",
    effect: "Bloke teminattan tahsil edildi; toplam provizyondan düşüldü",
    sign: "−",
    tone: "text-red-700",
  },
};

function refLink(entry: ProvisionEntry): { href: string; label: string } | null {
  if (entry.refType === "auction") return { href: `/ihaleler/${entry.refId}`, label: `İhale #${entry.refId}` };
  if (entry.refType === "listing") return { href: `/hemenal/${entry.refId}`, label: `Hemen Al ilanı #${entry.refId}` };
  if (entry.refType === "withdrawal")
    return { href: "/profil/provizyon#provizyon-cek", label: `Çekim talebi #${entry.refId}` };
  return null;
}

/** "Hesap hareketleri": every ledger row of the user, newest first, each kind labelled in Turkish. */
export function ProvisionMovements({ entries }: { entries: ProvisionEntry[] | null }) {
  if (entries === null) return <p className="text-sm text-neutral-500">Hesap hareketleriniz yükleniyor…</p>;
  if (entries.length === 0) return <p className="text-sm text-neutral-500">Henüz hesap hareketiniz yok.</p>;
  return (
    <ul aria-label="Hesap hareketleri" className="divide-y divide-neutral-200">
      {entries.map((entry) => {
        const text = LEDGER_KIND_TEXT[entry.kind];
        const ref = refLink(entry);
        return (
          <li
            key={entry.id}
            className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
          >
            <div className="min-w-0">
              <p className="font-semibold">{text.label}</p>
              {entry.note && <p className="text-sm text-neutral-600">{entry.note}</p>}
              <p className="text-xs text-neutral-500">
                {formatDateTime(entry.createdAt)}
                {ref && (
                  <>
                    {" · "}
                    <Link href={ref.href} className="underline hover:text-brand-700">
                      {ref.label}
                    </Link>
                  </>
                )}
              </p>
            </div>
            <p className={`flex-none font-semibold tabular-nums sm:text-right ${text.tone}`}>
              {text.sign}
              {formatTL(entry.amount)}
              <span className="block text-xs font-normal text-neutral-500">{text.effect}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
