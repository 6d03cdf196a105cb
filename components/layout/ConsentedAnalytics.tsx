import { Analytics } from "@vercel/analytics/react";
import { SpeedInsights } from "@vercel/speed-insights/react";
import { useEffect, useState } from "react";
import { CONSENT_EVENT, readConsent, type ConsentPreferences } from "@/lib/cookieConsent";

/**
 * Speed measurement always; visitor analytics only once the analytics category is accepted. The
 * scripts are served from the site itself (Vercel's first-party paths), never from a CDN.
 */
export function ConsentedAnalytics() {
  const [analytics, setAnalytics] = useState(false);

  useEffect(() => {
    setAnalytics(readConsent()?.analytics === true);
    const onChange = (event: Event) => setAnalytics((event as CustomEvent<ConsentPreferences>).detail.analytics);
    window.addEventListener(CONSENT_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_EVENT, onChange);
  }, []);

  return (
    <>
      <SpeedInsights scriptSrc="/_vercel/speed-insights/script.js" />
      {analytics && <Analytics scriptSrc="/_vercel/insights/script.js" />}
    </>
  );
}
