import { useRouter } from "next/router";
import { useEffect } from "react";
import { useSession } from "./SessionProvider";

/** For pages that need a signed-in user: sends visitors to /giris and brings them back afterwards. */
export function useRequireUser() {
  const session = useSession();
  const router = useRouter();
  useEffect(() => {
    if (!session.loading && !session.user) void router.replace(`/giris?returnUrl=${encodeURIComponent(router.asPath)}`);
  }, [session.loading, session.user, router]);
  return session;
}
