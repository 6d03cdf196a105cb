import Link from "@/components/ui/Link";
import { Icon } from "@/components/ui/Icon";
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
    <div
      role="alert"
      className={`rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-600/25 ${className}`}
      data-testid="identity-required-notice"
    >
      <p className="flex items-start gap-2">
        <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
        <span>{message}</span>
      </p>
      <Link
        href="/profil#kimlik"
        className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-2"
      >
        {IDENTITY_LABELS.goToForm}
      </Link>
    </div>
  );
}
