import Link from "@/components/ui/Link";

/** The wordmark; "Borsa" in the brand orange. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link
      href="/"
      className={`inline-flex items-center gap-2 text-xl font-extrabold tracking-tight text-white ${className}`}
      aria-label="MotoBorsa ana sayfa"
    >
      <span
        aria-hidden="true"
        className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-base font-black text-white"
      >
        M
      </span>
      <span aria-hidden="true">
        Moto<span className="text-brand-500">Borsa</span>
      </span>
    </Link>
  );
}
