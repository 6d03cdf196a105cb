import Link from "@/components/ui/Link";
import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from "react";
import { useHydrated } from "@/lib/browser/useHydrated";
import { Spinner } from "@/components/ui/Spinner";

type Variant = "primary" | "secondary" | "ghost" | "danger" | "dark";
type Size = "sm" | "md" | "lg";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60",
  secondary: "border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 disabled:text-neutral-400",
  ghost: "text-neutral-700 hover:bg-neutral-100",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60",
  dark: "bg-ink text-white hover:bg-neutral-800 disabled:bg-neutral-700",
};

const SIZES: Record<Size, string> = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2.5 text-sm",
  lg: "px-6 py-3 text-base",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  loading?: boolean;
  /** The browser's own behaviour is right before hydration (a GET filter form's submit): usable at once. */
  worksWithoutScript?: boolean;
  children: ReactNode;
};

/**
 * Disabled in the server's HTML until hydrated (PRODUCT §1.2 "A control works from the moment it is
 * visible"): its handler is React's, so a click before would do nothing, and a submit would be a
 * native GET putting the form's fields (passwords) in the address.
 */
export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  worksWithoutScript = false,
  className = "",
  disabled,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  const live = useHydrated() || worksWithoutScript;
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading || !live}
      aria-busy={loading || !live || undefined}
      {...rest}
    >
      {loading && <Spinner className="h-4 w-4" label="İşleniyor" />}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant = "primary",
  size = "md",
  className = "",
  ...rest
}: ComponentProps<typeof Link> & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
