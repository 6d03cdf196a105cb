/** A small loading indicator; the label is read by screen readers. */
export function Spinner({ label = "Yükleniyor", className = "h-5 w-5" }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 00-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred loading block for a whole section or page. */
export function LoadingBlock({ label = "Yükleniyor…" }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-neutral-500">
      <Spinner className="h-8 w-8 text-brand-600" label={label} />
      <p aria-hidden="true">{label}</p>
    </div>
  );
}
