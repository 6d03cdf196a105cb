import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { errorMessage } from "@/lib/errors";
import { serverFieldErrors, type FieldErrors } from "@/lib/formErrors";

/** A staff form's save: the sending state, the API's field messages under their fields, a toast either way. */
export function useSaveForm() {
  const [fields, setFields] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async (send: () => Promise<unknown>, savedText: string, onSaved: () => void) => {
    setSaving(true);
    setFields({});
    try {
      await send();
      toast.success(savedText);
      onSaved();
    } catch (error) {
      setFields(serverFieldErrors(error) ?? {});
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return { fields, saving, save };
}
