const TONES = {
  neutral: "bg-neutral-100 text-neutral-700 ring-neutral-500/20",
  info: "bg-sky-50 text-sky-800 ring-sky-600/20",
  warning: "bg-amber-50 text-amber-900 ring-amber-600/20",
  success: "bg-green-50 text-green-800 ring-green-600/20",
  danger: "bg-red-50 text-red-800 ring-red-600/20",
} as const;

export type PillTone = keyof typeof TONES;

/** The state of a sell or transport request; the shared Badge has no "info" tone for in-progress states. */
export function StatusPill({ tone, children }: { tone: PillTone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
