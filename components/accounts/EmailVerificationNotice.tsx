import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
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
    <div
      role="alert"
      className={`rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-600/25 ${className}`}
      data-testid="email-verification-notice"
    >
      <p className="flex items-start gap-2">
        <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
        <span>
          {title && <strong className="block font-semibold">{title}</strong>}
          {message}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          loading={busy === "resend"}
          disabled={busy !== null}
          onClick={() => void resend()}
        >
          {text.resend}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={busy === "check"}
          disabled={busy !== null}
          onClick={() => void check()}
        >
          {text.check}
        </Button>
      </div>
      {status && (
        <p className="mt-2 text-amber-950" role="status">
          {status}
        </p>
      )}
    </div>
  );
}
