import { Icon } from "@/components/ui/Icon";
import { COMPANY } from "@/lib/company";
import { listingTrustLabels as t } from "@/lib/vehicles/trust/labels";

/**
 * What the vehicle trade rules ask every ad to show (PRODUCT §8.3): the EİDS-verified badge when the
 * ownership was verified, and the company's yetki belgesi number. Plain markup, no client code.
 */
export function ListingTrust({ eidsVerified }: { eidsVerified: boolean }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {eidsVerified && (
        <span
          title={t.badgeTitle}
          className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 font-semibold text-green-800 ring-1 ring-green-200"
        >
          <Icon name="shield" className="h-4 w-4" />
          {t.badge}
        </span>
      )}
      <span className="text-neutral-600">{t.authorisation(COMPANY.authorisationCertificateNo)}</span>
    </p>
  );
}
