import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { RequirementNotice } from "@/components/ui/RequirementNotice";
import { authErrorMessage, emailVerificationLabels as text } from "@/lib/accounts/labels";
import { EMAIL_UNVERIFIED } from "@/lib/accounts/rules";
import { refreshToken } from "@/lib/tokenRefresh";

/** The server's message when `error` is its 403 `email_unverified`, else null. */
export function emailUnverifiedRefusal(error: unknown): string | null {
  const data = (error as { status?: number; data?: { code?: unknown; error?: unknown } } | null)?.data;
  return data?.code === EMAIL_UNVERIFIED && typeof data.error === "string" ? data.error : null;
}

/**
 * Why a bid, purchase, withdrawal or sell request waits (the e-mail is not verified yet), with
 * "Doğrulama e-postasını yeniden gönder" and "Doğruladım". Either one that finds the address verified
 * refreshes the ID token and the session, so the user carries on without signing out.
 */
export function EmailVerificationNotice({
  message,
  title,
  className = "",
}: {
  message: string;
  title?: string;
  className?: string;
}) {
  const { user, refresh } = useSession();
  const [busy, setBusy] = useState<"resend" | "check" | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  if (!user) return null;

  const verified = async () => {
    await refreshToken();
    await refresh();
    toast.success(text.alreadyVerified);
  };

  const resend = async () => {
    setBusy("resend");
    setStatus(null);
    try {
      const { sendVerificationEmail } = await import("@/lib/accounts/firebaseAuth");
      const result = await sendVerificationEmail(user.uid);
      if (result === "verified") await verified();
      else setStatus(result === "sent" ? text.sent(user.email) : text.noSession);
    } catch (error) {
      setStatus(authErrorMessage(error, text.failed));
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy("check");
    setStatus(null);
    try {
      const { emailVerifiedNow } = await import("@/lib/accounts/firebaseAuth");
      const now = await emailVerifiedNow(user.uid);
      if (now) await verified();
      else setStatus(now === null ? text.noSession : text.notYet);
    } catch (error) {
      setStatus(authErrorMessage(error, text.failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <RequirementNotice message={message} title={title} className={className} testId="email-verification-notice">
      <div className="mt-3 flex flex-wrap gap-2">
        {(
          [
            ["resend", "secondary", resend],
            ["check", "ghost", check],
          ] as const
        ).map(([kind, variant, run]) => (
          <Button
            key={kind}
            size="sm"
            variant={variant}
            loading={busy === kind}
            disabled={busy !== null}
            onClick={() => void run()}
          >
            {text[kind]}
          </Button>
        ))}
      </div>
      {status && (
        <p className="mt-2 text-amber-950" role="status">
          {status}
        </p>
      )}
    </RequirementNotice>
  );
}
