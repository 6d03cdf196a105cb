import Link from "@/components/ui/Link";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/Icon";
import { Logo } from "@/components/layout/Logo";

const POINTS = [
  { icon: "shield", text: "Ekspertizli, belgeli motosikletler" },
  { icon: "gavel", text: "Şeffaf ihaleler, canlı teklif takibi" },
  { icon: "wallet", text: "Provizyonunuz güvende, istediğiniz zaman çekilebilir" },
] as const;

/** The frame of the sign-in and sign-up screens (no site header or footer, PRODUCT §2.1). */
export function AuthShell({
  title,
  subtitle,
  children,
  wide = false,
  aside,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  aside?: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-neutral-100 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside
        aria-label="MotoBorsa hakkında"
        className="relative hidden overflow-hidden bg-ink p-12 text-white lg:flex lg:flex-col lg:justify-between"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -top-24 h-96 w-96 rounded-full bg-brand-600/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 -left-16 h-80 w-80 rounded-full bg-brand-500/10 blur-3xl"
        />
        <Logo />
        <div className="relative">
          <p className="text-3xl font-extrabold leading-tight">
            Motosikletin <span className="text-brand-500">borsası</span>
            <br />
            tek hesapta.
          </p>
          <ul className="mt-8 space-y-4">
            {POINTS.map((point) => (
              <li key={point.text} className="flex items-center gap-3 text-neutral-300">
                <span className="grid h-9 w-9 flex-none place-items-center rounded-lg bg-white/10 text-brand-500">
                  <Icon name={point.icon} className="h-5 w-5" />
                </span>
                {point.text}
              </li>
            ))}
          </ul>
          {aside}
        </div>
        <p className="relative text-sm text-neutral-400">© {new Date().getFullYear()} MotoBorsa</p>
      </aside>
      <div className="flex min-h-screen flex-col">
        <header className="flex items-center justify-between bg-ink px-4 py-3 lg:hidden">
          <Logo />
        </header>
        {/* pb-28 below lg: the last button of a form can scroll clear of the floating WhatsApp bubble. */}
        <main
          id="icerik"
          className="flex flex-1 items-start justify-center px-4 pb-28 pt-8 sm:items-center sm:pt-12 lg:pb-12"
        >
          <div className={`w-full ${wide ? "max-w-2xl" : "max-w-md"}`}>
            <Link
              href="/"
              className="mb-6 hidden items-center gap-1 text-sm text-neutral-600 hover:text-neutral-900 lg:inline-flex"
            >
              <Icon name="chevronRight" className="h-4 w-4 rotate-180" />
              Ana sayfaya dön
            </Link>
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200 sm:p-8">
              <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
              {subtitle && <div className="mt-1.5 text-neutral-600">{subtitle}</div>}
              <div className="mt-6">{children}</div>
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}
