import type { ReactNode } from "react";
import { Footer } from "@/components/layout/Footer";
import { Header } from "@/components/layout/Header";

export type LayoutOptions = { hideHeader?: boolean; hideFooter?: boolean };

/** The default page frame (PRODUCT §1.2); header and footer can be hidden per page. */
export function DefaultLayout({
  children,
  hideHeader = false,
  hideFooter = false,
}: { children: ReactNode } & LayoutOptions) {
  return (
    <div className="flex min-h-screen flex-col">
      {!hideHeader && <Header />}
      <main id="icerik" className="flex-1">
        {children}
      </main>
      {!hideFooter && <Footer />}
    </div>
  );
}

export default DefaultLayout;
