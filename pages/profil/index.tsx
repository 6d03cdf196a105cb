import { lazy, Suspense } from "react";
import Link from "@/components/ui/Link";
import { PROFILE_LINKS } from "@/components/layout/navigation";
import { ProvisionSummary } from "@/components/layout/ProvisionSummary";
import { SuspensionNotice } from "@/components/profile/SuspensionNotice";
import { EmailVerificationNotice } from "@/components/accounts/EmailVerificationNotice";
import { emailVerificationLabels } from "@/lib/accounts/labels";
import { Seo } from "@/components/Seo";
import { useRequireUser } from "@/components/session/useRequireUser";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { PageHeader } from "@/components/ui/PageHeader";
import { LoadingBlock } from "@/components/ui/Spinner";

// Rendered only once the user is known (the server sends the spinner): not in the first-load JS.
// React.lazy rather than next/dynamic: when the chunk arrives, React renders the sections as a
// Suspense retry, in short slices, where next/dynamic's store update rendered all of them in one
// blocking task (/profil's longest task on a phone).
const ProfileSections = lazy(() =>
  import("@/components/profile/ProfileSections").then((m) => ({ default: m.ProfileSections })),
);

export default function ProfilePage() {
  const { user, loading, refresh, logout } = useRequireUser();

  if (loading || !user) {
    // The spinner fills the screen, so the profile arriving pushes nothing visible down (the footer
    // jumping from under a short spinner was a 0.4 layout shift). The title band looks the same in
    // both states: it is in the server HTML, so the first paint already shows the page (LCP); its
    // heading comes with the profile.
    return (
      <>
        <Seo title="Profilim" description="MotoBorsa hesabınız: profil bilgileriniz ve provizyon durumunuz." />
        <PageHeader title="Profilim" text="Hesap bilgileriniz, provizyonunuz ve işlemleriniz tek yerde." titleAs="p" />
        <div className="min-h-screen">
          <LoadingBlock />
        </div>
      </>
    );
  }

  const initials = `${user.name[0] ?? ""}${user.lastName[0] ?? ""}`.toLocaleUpperCase("tr-TR");

  return (
    <>
      <Seo title="Profilim" description="MotoBorsa hesabınız: profil bilgileriniz ve provizyon durumunuz." />
      <PageHeader title="Profilim" text="Hesap bilgileriniz, provizyonunuz ve işlemleriniz tek yerde." />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 lg:grid-cols-[320px_minmax(0,1fr)] lg:py-10">
        <SuspensionNotice suspension={user.suspension} />
        {!user.emailVerified && (
          <EmailVerificationNotice
            className="p-5 text-base lg:col-span-2"
            title={emailVerificationLabels.bannerTitle}
            message={emailVerificationLabels.banner(user.email)}
          />
        )}
        <aside className="space-y-6">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="grid h-14 w-14 flex-none place-items-center rounded-full bg-ink text-lg font-bold text-brand-500"
              >
                {initials}
              </span>
              <div className="min-w-0">
                <p className="truncate text-lg font-bold">
                  {user.name} {user.lastName}
                </p>
                <p className="truncate text-sm text-neutral-500">{user.email}</p>
              </div>
            </div>
            <Button variant="secondary" className="mt-6 w-full" onClick={() => void logout()}>
              <Icon name="logout" className="h-4 w-4" />
              Çıkış Yap
            </Button>
          </div>
          <div className="rounded-2xl bg-ink p-6 text-white shadow-sm">
            <h2 className="mb-4 flex items-center gap-2 font-bold">
              <Icon name="wallet" className="h-5 w-5 text-brand-500" />
              Provizyon
            </h2>
            <ProvisionSummary user={user} />
            <ButtonLink href="/profil/provizyon" className="mt-5 w-full">
              Provizyon Ekle
            </ButtonLink>
          </div>
          <nav aria-label="Hesabım" className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-neutral-200">
            <ul>
              {PROFILE_LINKS.map((link) => (
                <li key={link.path}>
                  <Link
                    href={link.path}
                    className="flex items-center justify-between rounded-lg px-4 py-3 font-semibold text-neutral-800 hover:bg-neutral-50"
                  >
                    {link.label}
                    <Icon name="chevronRight" className="h-4 w-4 text-neutral-400" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <Suspense fallback={<LoadingBlock />}>
          <ProfileSections user={user} onSaved={refresh} />
        </Suspense>
      </div>
    </>
  );
}
