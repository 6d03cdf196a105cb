import type { ReactNode } from "react";
import { type PillTone, StatusPill } from "@/components/services/StatusPill";

/**
 * The heading row of a request on the owner's card: what it is (`children`) and its state; an offer
 * or quote left to lapse says so instead.
 */
export function RequestHeading({
  children,
  label,
  tone,
  expired,
}: {
  children: ReactNode;
  label: string;
  tone: PillTone;
  expired?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="font-semibold">{children}</p>
      <StatusPill tone={expired ? "neutral" : tone}>{expired ? "Teklifin süresi doldu" : label}</StatusPill>
    </div>
  );
}
