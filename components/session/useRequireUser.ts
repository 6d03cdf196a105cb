import { useRouter } from "next/router";
import { useEffect } from "react";
import { authRedirectPending } from "@/lib/httpAuth";
import { useSession } from "@/components/session/SessionProvider";

/** For pages that need a signed-in user: sends visitors to /giris and brings them back afterwards. */
export function useRequireUser() {
  const session = useSession();
  const router = useRouter();
  useEffect(() => {
    // A 401/403 has its own destination (PRODUCT §12.3: / or /giris); this guard must not cancel it.
    if (!session.loading && !session.user && !authRedirectPending())
      void router.replace(`/giris?returnUrl=${encodeURIComponent(router.asPath)}`);
  }, [session.loading, session.user, router]);
  return session;
}
