import { MarketingConsent } from "@/components/consents/MarketingConsent";
import { BackToProfile } from "@/components/profile/BackToProfile";
import { useNotificationSettings } from "@/components/notifications/useNotificationSettings";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { Seo } from "@/components/Seo";
import { UserPending } from "@/components/session/UserPending";
import { useRequireUser } from "@/components/session/useRequireUser";
import { PageHeader } from "@/components/ui/PageHeader";
import { LoadingBlock } from "@/components/ui/Spinner";
import { CATEGORY_LABELS, notificationTexts as t } from "@/lib/notifications/labels";

/**
 * /profil/bildirim-ayarlari: per category, site notifications are always on and e-mail can be
 * switched; transactional e-mails (won auctions, orders) stay on, saved-search e-mails start off.
 */
export default function NotificationSettingsPage() {
  const { user, loading } = useRequireUser();
  const { settings, error, saving, toggle } = useNotificationSettings(Boolean(user));
  const seo = (
    <Seo
      title={t.settingsTitle}
      description="Hangi MotoBorsa bildirimlerini e-postayla almak istediğinizi seçin."
      noindex
    />
  );

  if (loading || !user) return <UserPending seo={seo} />;

  return (
    <>
      {seo}
      <PageHeader title={t.settingsTitle} text={`${t.inAppAlways} E-postayla hangilerini almak istediğinizi seçin.`}>
        <BackToProfile />
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 lg:py-10">
        <ProfileSection title="E-posta bildirimleri">
          {error ? (
            <p className="text-sm text-red-700">{error}</p>
          ) : !settings ? (
            <LoadingBlock />
          ) : (
            <ul className="divide-y divide-neutral-100">
              {settings.items.map((item) => {
                const label = CATEGORY_LABELS[item.category];
                const id = `eposta-${item.category}`;
                return (
                  <li key={item.category} className="flex items-start justify-between gap-4 py-4">
                    <div className="min-w-0">
                      <label htmlFor={id} className="font-semibold text-ink">
                        {label.title}
                      </label>
                      <p id={`${id}-aciklama`} className="mt-1 text-sm text-neutral-600">
                        {label.description}
                      </p>
                      {item.locked && <p className="mt-1 text-xs font-semibold text-neutral-500">{t.locked}</p>}
                    </div>
                    <span className="flex flex-none items-center gap-2 pt-0.5">
                      <input
                        id={id}
                        type="checkbox"
                        role="switch"
                        aria-describedby={`${id}-aciklama`}
                        checked={item.email}
                        disabled={item.locked || saving !== null}
                        onChange={(event) => void toggle(item.category, event.currentTarget.checked)}
                        className="h-5 w-5 accent-brand-600"
                      />
                      <span aria-hidden="true" className="text-sm text-neutral-600">
                        {t.emailLabel}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </ProfileSection>
        <MarketingConsent enabled={Boolean(user)} />
      </div>
    </>
  );
}
