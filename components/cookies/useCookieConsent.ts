import { useCallback, useEffect, useState } from "react";
import {
  DEFAULT_PREFERENCES,
  readConsent,
  saveConsent,
  type ConsentCategory,
  type ConsentPreferences,
} from "@/lib/cookieConsent";

/** The banner's state: shown until a choice is stored; the panel edits a copy that "decide" stores. */
export function useCookieConsent() {
  const [visible, setVisible] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [choice, setChoice] = useState<ConsentPreferences>(DEFAULT_PREFERENCES);

  // The cookie is only readable in the browser, so the banner appears after hydration.
  useEffect(() => {
    const stored = readConsent();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the consent cookie exists only in the browser; reading it after hydration keeps the server HTML and the first client render equal
    if (stored) setChoice(stored);
    else setVisible(true);
  }, []);

  const openPanel = useCallback(() => setPanelOpen(true), []);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  const toggle = (category: ConsentCategory, checked: boolean) =>
    setChoice((current) => ({ ...current, [category]: checked }));

  const decide = (preferences: ConsentPreferences) => {
    setChoice(saveConsent(preferences));
    setPanelOpen(false);
    setVisible(false);
  };

  return { visible, panelOpen, openPanel, closePanel, choice, toggle, decide };
}
