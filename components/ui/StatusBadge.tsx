import type { ProvisionRequestStatus } from "@/lib/deposits/types";

const TONES = {
  warning: "bg-amber-50 text-amber-800 ring-amber-600/20",
  success: "bg-green-50 text-green-800 ring-green-600/20",
  danger: "bg-red-50 text-red-800 ring-red-600/20",
  neutral: "bg-neutral-100 text-neutral-700 ring-neutral-500/20",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

export type { ProvisionRequestStatus };

export const PROVISION_STATUS_LABELS: Record<ProvisionRequestStatus, string> = {
  pending: "Onay bekliyor",
  approved: "Onaylandı",
  rejected: "Reddedildi",
  cancelled: "İptal edildi",
};

export function ProvisionStatusBadge({ status }: { status: ProvisionRequestStatus }) {
  const tone =
    status === "approved"
      ? "success"
      : status === "rejected"
        ? "danger"
        : status === "cancelled"
          ? "neutral"
          : "warning";
  return <Badge tone={tone}>{PROVISION_STATUS_LABELS[status]}</Badge>;
}
