import type { ReactNode } from "react";
import { LoadingBlock } from "@/components/ui/Spinner";

/**
 * What a signed-in-only page shows until its user is known (useRequireUser sends visitors to
 * /giris meanwhile): its Seo, so the head is right from the first render, and a spinner.
 */
export function UserPending({ seo }: { seo: ReactNode }) {
  return (
    <>
      {seo}
      <LoadingBlock />
    </>
  );
}
