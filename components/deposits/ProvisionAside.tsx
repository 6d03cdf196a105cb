import { Icon } from "@/components/ui/Icon";
import { type BankAccount } from "@/lib/company";
import { formatTL } from "@/lib/format";
import { COMMISSION_BANDS } from "@/lib/orders/commission";
import { BankDetails } from "@/components/deposits/BankDetails";

/** Side column: the bank account and how much provision each bid band needs. */
export function ProvisionAside({ bank }: { bank?: BankAccount }) {
  return (
    <aside className="space-y-6">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
        <h2 className="flex items-center gap-2 font-bold">
          <Icon name="bank" className="h-5 w-5 text-brand-600" />
          Havale/EFT bilgileri
        </h2>
        {bank ? <BankDetails bank={bank} /> : <p className="mt-3 text-sm text-neutral-500">Yükleniyor…</p>}
      </div>
      <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 className="font-bold text-neutral-900">Ne kadar provizyon gerekir?</h2>
        <p className="mt-1 text-sm text-neutral-700">
          Teklif verebilmek için kullanılabilir provizyonunuz, teklif tutarına göre alıcı hizmet bedeli kadar olmalıdır:
        </p>
        <ul className="mt-3 space-y-1.5 text-sm">
          {COMMISSION_BANDS.map((band, i) => (
            <li key={band.commission} className="flex justify-between gap-4">
              <span className="text-neutral-600">
                {i === 0
                  ? `${formatTL(band.below)} altı`
                  : Number.isFinite(band.below)
                    ? `${formatTL(COMMISSION_BANDS[i - 1].below)} – ${formatTL(band.below - 1)}`
                    : `${formatTL(COMMISSION_BANDS[i - 1].below)} ve üzeri`}
              </span>
              <strong className="tabular-nums">{formatTL(band.commission)}</strong>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
