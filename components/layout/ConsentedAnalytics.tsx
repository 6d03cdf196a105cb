import { Analytics } from "@vercel/analytics/react";
import { SpeedInsights } from "@vercel/speed-insights/react";
import { useEffect, useState } from "react";
import { CONSENT_EVENT, readConsent, type ConsentPreferences } from "@/lib/cookieConsent";
import { ANALYTICS_AVAILABLE } from "@/components/layout/analyticsAvailable";

/**
 * Speed measurement always; visitor analytics only once the analytics category is accepted. The
 * scripts are served from the site itself (Vercel's first-party paths), never from a CDN. Elsewhere
 * (local runs, other hosts) those paths do not exist, so nothing is mounted rather than 404ing.
 */
export function ConsentedAnalytics({ deployed = ANALYTICS_AVAILABLE }: { deployed?: boolean }) {
  const [analytics, setAnalytics] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the consent cookie exists only in the browser; read after hydration (server HTML has no analytics), then follow the consent event
    setAnalytics(readConsent()?.analytics === true);
    const onChange = (event: Event) => setAnalytics((event as CustomEvent<ConsentPreferences>).detail.analytics);
    window.addEventListener(CONSENT_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_EVENT, onChange);
  }, []);

  if (!deployed) return null;
  return (
    <>
      <SpeedInsights scriptSrc="/_vercel/speed-insights/script.js" />
      {analytics && <Analytics scriptSrc="/_vercel/insights/script.js" />}
    </>
  );
}
