import { useState, type FormEvent } from "react";
import { toast } from "@/lib/browser/toast";
import type { CurrentUser } from "@/lib/accounts/types";
import { useFormFields } from "@/components/ui/useFormFields";
import { handleError } from "@/lib/errors";
import { focusFirstError, serverFieldErrors, zodFieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";

const fromUser = (user: CurrentUser) => ({
  name: user.name,
  lastName: user.lastName,
  phone: user.phone,
  city: user.city,
});

/** The profile's view/edit mode and its save (PUT /api/me/profile). */
export function useProfileForm(user: CurrentUser, onSaved: () => Promise<unknown>) {
  const [editing, setEditing] = useState(false);
  const { values, setValues, setErrors, field } = useFormFields(() => fromUser(user));
  const [saving, setSaving] = useState(false);

  // Outside editing the form follows the saved profile (e.g. after a save or a refresh); adjusted
  // while rendering when the user or the mode changed, not in an effect.
  const [synced, setSynced] = useState({ user, editing });
  if (synced.user !== user || synced.editing !== editing) {
    setSynced({ user, editing });
    if (!editing) setValues(fromUser(user));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    // The shared zod rules load on first save, keeping zod (~35 KB gzip) out of /profil's first load.
    const { profileUpdateSchema } = await import("@/lib/accounts/schemas");
    const parsed = profileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      setErrors(fields);
      focusFirstError(form, fields);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await http.put("/api/me/profile", parsed.data);
      await onSaved();
      toast.success("Profiliniz güncellendi.");
      setEditing(false);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        focusFirstError(form, fields);
      } else handleError(error, "Profiliniz güncellenemedi.");
    } finally {
      setSaving(false);
    }
  };

  const startEditing = () => setEditing(true);
  const cancel = () => {
    setEditing(false);
    setErrors({});
  };
  return { editing, field, saving, submit, startEditing, cancel };
}
