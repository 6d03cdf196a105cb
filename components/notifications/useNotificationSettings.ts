import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import useSWR from "swr";
import { QUIET } from "@/lib/clientData";
import { errorMessage, handleError } from "@/lib/errors";
import { notificationHttp } from "@/components/notifications/api";
import { notificationTexts } from "@/lib/notifications/labels";
import type { NotificationCategory, NotificationSettingsView } from "@/lib/notifications/types";

const URL = "/api/me/notification-settings";
const LOAD_ERROR = "Bildirim ayarları yüklenemedi.";

/** The e-mail switches of /profil/bildirim-ayarlari: loaded once, each change saved at once. */
export function useNotificationSettings(enabled: boolean) {
  const { data, error, mutate } = useSWR<NotificationSettingsView>(
    enabled ? URL : null,
    (url: string) => notificationHttp.get<NotificationSettingsView>(url),
    { ...QUIET, onError: (e) => handleError(e, LOAD_ERROR) },
  );
  const [saving, setSaving] = useState<NotificationCategory | null>(null);

  const toggle = async (category: NotificationCategory, email: boolean) => {
    setSaving(category);
    const before = data;
    // The switch moves at once; the server's answer (or, on a refusal, the previous state) follows.
    await mutate((s) => s && { items: s.items.map((i) => (i.category === category ? { ...i, email } : i)) }, {
      revalidate: false,
    });
    try {
      const saved = await notificationHttp.put<NotificationSettingsView>(URL, { items: [{ category, email }] });
      await mutate(saved, { revalidate: false });
      toast.success(notificationTexts.saved);
    } catch (e) {
      await mutate(before, { revalidate: false });
      handleError(e, "Bildirim ayarı kaydedilemedi.");
    } finally {
      setSaving(null);
    }
  };

  return { settings: data ?? null, error: error ? errorMessage(error, LOAD_ERROR) : null, saving, toggle };
}
