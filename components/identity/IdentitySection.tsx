import { useEffect, useRef } from "react";
import { IdentityForm } from "@/components/identity/IdentityForm";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { Icon } from "@/components/ui/Icon";
import { LoadingBlock } from "@/components/ui/Spinner";
import { useMyIdentity } from "@/lib/identity/client";
import { IDENTITY_KIND_LABELS, IDENTITY_LABELS as text, identityVerifiedAtText } from "@/lib/identity/labels";

/**
 * /profil#kimlik: the verification form, or the verified identity (masked number and date). The
 * refusals of bids, purchases, withdrawals and sell requests link here; the sections load after
 * the page, so the browser's own jump to the anchor is done again once this one is there.
 */
export function IdentitySection() {
  const { data, mutate } = useMyIdentity();
  const ref = useRef<HTMLDivElement>(null);
  const loaded = data !== undefined;

  useEffect(() => {
    if (!loaded || window.location.hash !== "#kimlik") return;
    ref.current?.scrollIntoView({ block: "start" });
    ref.current?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  }, [loaded]);

  const identity = data?.identity ?? null;
  return (
    <div ref={ref} className="scroll-mt-24">
      <ProfileSection title={text.sectionTitle} id="kimlik">
        {!loaded ? (
          <LoadingBlock />
        ) : identity ? (
          <div>
            <p className="mb-4 flex items-center gap-2 font-semibold text-emerald-800" role="status">
              <Icon name="check" className="h-5 w-5" />
              {text.verified}
            </p>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-neutral-500">{IDENTITY_KIND_LABELS[identity.kind]}</dt>
                <dd className="mt-0.5 font-mono font-medium text-neutral-900">{identity.masked}</dd>
              </div>
              <div>
                <dt className="text-sm text-neutral-500">{text.verifiedName}</dt>
                <dd className="mt-0.5 break-words font-medium text-neutral-900">
                  {identity.firstName} {identity.lastName}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-neutral-500">{text.verifiedAt}</dt>
                <dd className="mt-0.5 font-medium text-neutral-900">{identityVerifiedAtText(identity.verifiedAt)}</dd>
              </div>
            </dl>
          </div>
        ) : (
          <IdentityForm onVerified={(status) => mutate(status, { revalidate: false })} />
        )}
      </ProfileSection>
    </div>
  );
}
