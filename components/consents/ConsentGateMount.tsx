import dynamic from "next/dynamic";
import { useSession } from "@/components/session/SessionProvider";

// The prompt's code loads only for a user who has something to accept, not with every page.
const ConsentGate = dynamic(() => import("@/components/consents/ConsentGate").then((m) => m.ConsentGate), {
  ssr: false,
});

/** Mounts the renewal prompt while the signed-in user has required texts to accept again. */
export function ConsentGateMount() {
  const { user } = useSession();
  const pending = user?.pendingConsents ?? [];
  return pending.length > 0 ? <ConsentGate pending={pending} /> : null;
}
