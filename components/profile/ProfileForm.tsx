import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import type { CurrentUser } from "@/lib/accounts/types";
import { Button } from "@/components/ui/Button";
import { SelectField, TextField } from "@/components/ui/Field";
import { ProvinceOptions } from "@/components/ui/ProvinceOptions";
import { handleError } from "@/lib/errors";
import { formatPhone } from "@/lib/format";
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";

type Values = { name: string; lastName: string; phone: string; city: string };

const fromUser = (user: CurrentUser): Values => ({
  name: user.name,
  lastName: user.lastName,
  phone: user.phone,
  city: user.city,
});

/** View and edit the profile (PUT /api/me/profile); the e-mail belongs to the sign-in account. */
export function ProfileForm({ user, onSaved }: { user: CurrentUser; onSaved: () => Promise<unknown> }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>(() => fromUser(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  // Outside editing the form follows the saved profile (e.g. after a save or a refresh); adjusted
  // while rendering when the user or the mode changed, not in an effect.
  const [synced, setSynced] = useState({ user, editing });
  if (synced.user !== user || synced.editing !== editing) {
    setSynced({ user, editing });
    if (!editing) setValues(fromUser(user));
  }

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

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

  if (!editing) {
    const rows = [
      { label: "Ad Soyad", value: `${user.name} ${user.lastName}` },
      { label: "E-posta", value: user.email },
      { label: "Cep telefonu", value: formatPhone(user.phone) },
      { label: "İl", value: user.city },
    ];
    return (
      <div>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-sm text-neutral-500">{row.label}</dt>
              <dd className="mt-0.5 break-words font-medium text-neutral-900">{row.value || "—"}</dd>
            </div>
          ))}
        </dl>
        <Button variant="secondary" className="mt-6" onClick={() => setEditing(true)}>
          Bilgilerimi Düzenle
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Ad"
          name="name"
          autoComplete="given-name"
          value={values.name}
          onChange={(e) => set("name")(e.target.value)}
          error={errors.name}
        />
        <TextField
          label="Soyad"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set("lastName")(e.target.value)}
          error={errors.lastName}
        />
        <TextField
          label="Cep telefonu"
          type="tel"
          name="phone"
          inputMode="tel"
          autoComplete="tel-national"
          value={values.phone}
          onChange={(e) => set("phone")(e.target.value)}
          error={errors.phone}
        />
        <SelectField
          label="İl"
          name="city"
          value={values.city}
          onChange={(e) => set("city")(e.target.value)}
          error={errors.city}
        >
          <ProvinceOptions />
        </SelectField>
      </div>
      <p className="text-sm text-neutral-500">
        E-posta adresinizi (<span className="break-all">{user.email}</span>) aşağıdaki{" "}
        <a href="#hesap-guvenligi" className="font-semibold text-brand-700 underline">
          Hesap Güvenliği
        </a>{" "}
        bölümünden değiştirebilirsiniz.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          Kaydet
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setEditing(false);
            setErrors({});
          }}
          disabled={saving}
        >
          Vazgeç
        </Button>
      </div>
    </form>
  );
}
