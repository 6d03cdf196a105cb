import Link from "next/link";
import type { ReactNode } from "react";

/** The default page frame; the full header, sidebar and footer come with the site shell. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-ink text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4">
          <Link href="/" className="text-xl font-extrabold tracking-tight">
            Moto<span className="text-brand-500">Borsa</span>
          </Link>
        </div>
      </header>
      <main id="icerik" className="flex-1">
        {children}
      </main>
      <footer className="bg-ink py-6 text-center text-sm text-neutral-400">© {new Date().getFullYear()} MotoBorsa</footer>
    </div>
  );
}
