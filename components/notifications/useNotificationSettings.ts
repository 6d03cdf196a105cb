import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { handleError } from "@/lib/errors";
import { notificationHttp } from "@/components/notifications/api";
import { notificationTexts } from "@/lib/notifications/labels";
import type { NotificationCategory, NotificationSettingsView } from "@/lib/notifications/types";

/** The e-mail switches of /profil/bildirim-ayarlari: loaded once, each change saved at once. */
export function useNotificationSettings(enabled: boolean) {
  const [settings, setSettings] = useState<NotificationSettingsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<NotificationCategory | null>(null);

  useEffect(() => {
    if (!enabled) return;
    notificationHttp
      .get<NotificationSettingsView>("/api/me/notification-settings")
      .then(setSettings, (e) => setError(handleError(e, "Bildirim ayarları yüklenemedi.")));
  }, [enabled]);

  const toggle = async (category: NotificationCategory, email: boolean) => {
    setSaving(category);
    const before = settings;
    // The switch moves at once; the server's answer (or, on a refusal, the previous state) follows.
    setSettings((s) => s && { items: s.items.map((i) => (i.category === category ? { ...i, email } : i)) });
    try {
      setSettings(
        await notificationHttp.put<NotificationSettingsView>("/api/me/notification-settings", {
          items: [{ category, email }],
        }),
      );
      toast.success(notificationTexts.saved);
    } catch (e) {
      setSettings(before);
      handleError(e, "Bildirim ayarı kaydedilemedi.");
    } finally {
      setSaving(null);
    }
  };

  return { settings, error, saving, toggle };
}
