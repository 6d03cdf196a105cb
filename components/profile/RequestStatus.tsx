import { type PillTone, StatusPill } from "@/components/services/StatusPill";

/** A request's state on the owner's card; an offer or quote left to lapse says so instead. */
export function RequestStatus({ label, tone, expired }: { label: string; tone: PillTone; expired?: boolean }) {
  return <StatusPill tone={expired ? "neutral" : tone}>{expired ? "Teklifin süresi doldu" : label}</StatusPill>;
}
