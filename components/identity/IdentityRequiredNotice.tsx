import Link from "@/components/ui/Link";
import { RequirementNotice } from "@/components/ui/RequirementNotice";
import { IDENTITY_LABELS } from "@/lib/identity/labels";
import { IDENTITY_UNVERIFIED } from "@/lib/identity/rules";

/** The server's message when `error` is its 403 `identity_unverified`, else null. */
export function identityUnverifiedRefusal(error: unknown): string | null {
  const data = (error as { data?: { code?: unknown; error?: unknown } } | null)?.data;
  return data?.code === IDENTITY_UNVERIFIED && typeof data.error === "string" ? data.error : null;
}

/**
 * Why a bid, purchase, withdrawal or sell request was refused (no verified identity yet), with the
 * way to the form on /profil. Renders nothing without a message.
 */
export function IdentityRequiredNotice({ message, className = "" }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <RequirementNotice message={message} className={className} testId="identity-required-notice">
      <Link
        href="/profil#kimlik"
        className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-2"
      >
        {IDENTITY_LABELS.goToForm}
      </Link>
    </RequirementNotice>
  );
}
