import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { MY_CONSENTS_URL, useMyConsents } from "@/lib/consents/client";
import { consentTexts } from "@/lib/consents/labels";
import type { MyConsents } from "@/lib/consents/types";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";

/** The commercial e-mail switch: each change is saved at once and recorded as a consent row. */
export function useMarketingConsent(enabled: boolean) {
  const { data, mutate } = useMyConsents(enabled);
  const [saving, setSaving] = useState(false);

  const change = async (marketing: boolean) => {
    setSaving(true);
    const before = data;
    // The switch moves at once; the server's answer (or, on a refusal, the previous state) follows.
    await mutate((s) => s && { ...s, marketing }, { revalidate: false });
    try {
      const saved = await http.put<MyConsents>(MY_CONSENTS_URL, { marketing });
      await mutate(saved, { revalidate: false });
      toast.success(marketing ? consentTexts.marketingOn : consentTexts.marketingOff);
    } catch (e) {
      await mutate(before, { revalidate: false });
      handleError(e, consentTexts.marketingFailed);
    } finally {
      setSaving(false);
    }
  };

  return { marketing: data ? data.marketing : null, saving, change };
}
