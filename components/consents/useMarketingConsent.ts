import { useState } from "react";
import toast from "react-hot-toast";
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
    try {
      const saved = await http.put<MyConsents>(MY_CONSENTS_URL, { marketing });
      await mutate(saved, { revalidate: false });
      toast.success(marketing ? consentTexts.marketingOn : consentTexts.marketingOff);
    } catch (e) {
      handleError(e, consentTexts.marketingFailed);
    } finally {
      setSaving(false);
    }
  };

  return { marketing: data ? data.marketing : null, saving, change };
}
