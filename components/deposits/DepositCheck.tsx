import Link from "@/components/ui/Link";
import { formatTL } from "@/lib/format";

/**
 * The deposit a bid or a purchase needs against the available provision, and what is missing, with
 * the way to add it. `subject` names what needs it ("Bu teklif için"); `nowrap` keeps the amounts on one line.
 */
export function DepositCheck({
  needed,
  available,
  missing,
  subject,
  nowrap = false,
}: {
  needed: number;
  available: number;
  missing: number;
  subject: string;
  nowrap?: boolean;
}) {
  const amount = nowrap ? "whitespace-nowrap font-semibold tabular-nums" : "font-semibold tabular-nums";
  return (
    <>
      <dl className="space-y-1.5 rounded-lg bg-neutral-50 p-3 text-sm ring-1 ring-neutral-200">
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">Gereken teminat (provizyon)</dt>
          <dd className={amount}>{formatTL(needed)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">Kullanılabilir provizyonunuz</dt>
          <dd className={amount} data-testid="available-provision">
            {formatTL(available)}
          </dd>
        </div>
      </dl>
      {missing > 0 && (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/20" role="alert">
          <p className="font-semibold">Provizyonunuz yetersiz: {formatTL(missing)} eksik.</p>
          <p className="mt-1">
            {subject} {formatTL(needed)} kullanılabilir provizyon gerekiyor.{" "}
            <Link href="/profil/provizyon" className="font-semibold underline">
              Provizyon ekleyin
            </Link>
          </p>
        </div>
      )}
    </>
  );
}
