import { useMarketingConsent } from "@/components/consents/useMarketingConsent";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { LoadingBlock } from "@/components/ui/Spinner";
import { COMMERCIAL_EMAIL_CONSENT } from "@/lib/content/legal/consents";
import { consentTexts as t } from "@/lib/consents/labels";

/**
 * /profil/bildirim-ayarlari: the commercial electronic message permission (6563 sayılı Kanun), off
 * until the user switches it on; switching it off withdraws it. Both are recorded with their time.
 */
export function MarketingConsent({ enabled }: { enabled: boolean }) {
  const { marketing, saving, change } = useMarketingConsent(enabled);
  return (
    <ProfileSection title={t.marketingTitle}>
      {marketing === null ? (
        <LoadingBlock />
      ) : (
        <div className="flex items-start justify-between gap-4 py-2">
          <div className="min-w-0">
            <label htmlFor="ticari-ileti" className="font-semibold text-ink">
              {t.marketingSwitch}
            </label>
            <p id="ticari-ileti-aciklama" className="mt-1 text-sm text-neutral-600">
              {COMMERCIAL_EMAIL_CONSENT}
            </p>
          </div>
          <input
            id="ticari-ileti"
            type="checkbox"
            role="switch"
            aria-describedby="ticari-ileti-aciklama"
            checked={marketing}
            disabled={saving}
            onChange={(event) => void change(event.currentTarget.checked)}
            className="mt-0.5 h-5 w-5 flex-none accent-brand-600"
          />
        </div>
      )}
    </ProfileSection>
  );
}
