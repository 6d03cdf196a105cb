import "@/lib/zodBrowser";
import type { NextPage } from "next";
import type { AppProps } from "next/app";
import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { useEffect, useState, type ReactElement, type ReactNode } from "react";
import { ConsentGateMount } from "@/components/consents/ConsentGateMount";
import { DefaultLayout, type LayoutOptions } from "@/components/layout/DefaultLayout";
import { RouteProgress } from "@/components/layout/RouteProgress";
import { ScrollToTop } from "@/components/layout/ScrollToTop";
import { useScrollReveal } from "@/components/layout/useScrollReveal";
import { ManagementLoading } from "@/components/management/ManagementLoading";
import { ManagementProvider } from "@/components/management/ManagementProvider";
import { DEFAULT_DESCRIPTION, Seo } from "@/components/Seo";
import { SessionProvider } from "@/components/session/SessionProvider";
import { markAppHydrated, whenIdle } from "@/lib/browser/whenIdle";
import "@/styles/globals.css";

/** A page may bring its own layout, or ask the default one to hide the header/footer. */
export type PageWithLayout<P = object> = NextPage<P> & {
  getLayout?: (page: ReactElement) => ReactNode;
  layout?: LayoutOptions;
};

// PRODUCT §1.2 lazy client-only extra component.
const WhatsAppButton = dynamic(() => import("@/components/layout/WhatsAppButton"), { ssr: false });
// Both appear only after hydration anyway (they read the consent cookie): their code loads then,
// not with every page. Analytics and speed measurement are lazy as DESIGN asks.
const CookieConsent = dynamic(() => import("@/components/cookies/CookieConsent").then((m) => m.CookieConsent), {
  ssr: false,
});
const ConsentedAnalytics = dynamic(() => import("@/components/layout/LazyAnalytics").then((m) => m.LazyAnalytics), {
  ssr: false,
});
// Toasts (lib/browser/toast.ts): the library loads after hydration, not with every page; the toaster
// then shows any toast asked for before it mounted.
const Toaster = dynamic(() => import("react-hot-toast").then((m) => m.Toaster), { ssr: false });
// Management code never ships with the public pages; until the frame's chunk is there the page
// shows what the frame itself shows before the staff member is known.
const ManagementLayout = dynamic(() => import("@/components/management/ManagementLayout"), {
  ssr: false,
  loading: () => <ManagementLoading />,
});

/** PRODUCT §2.1: no header and footer on the sign-in and sign-up screens. */
const BARE_ROUTES = new Set(["/giris", "/kayit"]);

/**
 * PRODUCT §13 toasts: at most 20, 4 s blank/error/custom, 2 s success, loading until dismissed — the
 * library's own limit and default durations, so only the look is set here.
 */
const TOAST_OPTIONS = {
  style: { borderRadius: "12px", background: "#171717", color: "#fff", fontSize: "14px" },
} as const;

/**
 * The extras that load their code once the page is idle, not inside the hydration task. Their own
 * state: turning them on re-renders this component alone, where a state of App's re-rendered the
 * whole page in one blocking task right after load (decisions/0015).
 */
function IdleExtras({ management }: { management: boolean }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <>
      {!management && <WhatsAppButton />}
      <CookieConsent />
      <ConsentedAnalytics />
    </>
  );
}

export default function App({ Component, pageProps }: AppProps & { Component: PageWithLayout }) {
  const router = useRouter();
  useScrollReveal();
  useEffect(markAppHydrated, []);

  // PRODUCT §1.2: every page render starts at the top (a hash link or a shallow filter change stays put).
  useEffect(() => {
    const toTop = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow && !url.includes("#")) window.scrollTo(0, 0);
    };
    router.events.on("routeChangeComplete", toTop);
    return () => router.events.off("routeChangeComplete", toTop);
  }, [router.events]);

  const isManagement = router.pathname === "/management" || router.pathname.startsWith("/management/");
  const props = pageProps as LayoutOptions;
  const bare = BARE_ROUTES.has(router.pathname);
  const getLayout =
    Component.getLayout ??
    (isManagement
      ? (page: ReactElement) => <ManagementLayout>{page}</ManagementLayout>
      : (page: ReactElement) => (
          <DefaultLayout
            hideHeader={bare || Boolean(props.hideHeader ?? Component.layout?.hideHeader)}
            hideFooter={bare || Boolean(props.hideFooter ?? Component.layout?.hideFooter)}
          >
            {page}
          </DefaultLayout>
        ));

  return (
    <SessionProvider>
      <ManagementProvider>
        <Seo title="" description={DEFAULT_DESCRIPTION} />
        <RouteProgress />
        {getLayout(<Component {...pageProps} />)}
        {!isManagement && <ScrollToTop />}
        {!isManagement && <ConsentGateMount />}
        <IdleExtras management={isManagement} />
        <Toaster position="top-center" gutter={8} toastOptions={TOAST_OPTIONS} containerStyle={{ top: 72 }} />
      </ManagementProvider>
    </SessionProvider>
  );
}
