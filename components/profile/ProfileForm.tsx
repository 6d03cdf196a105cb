import type { CurrentUser } from "@/lib/accounts/types";
import { Button } from "@/components/ui/Button";
import { SelectField, TextField } from "@/components/ui/Field";
import { ProvinceOptions } from "@/components/ui/ProvinceOptions";
import { formatPhone } from "@/lib/format";
import { SaveOrCancel } from "@/components/profile/SaveOrCancel";
import { useProfileForm } from "@/components/profile/useProfileForm";

/** View and edit the profile (PUT /api/me/profile); the e-mail belongs to the sign-in account. */
export function ProfileForm({ user, onSaved }: { user: CurrentUser; onSaved: () => Promise<unknown> }) {
  const { editing, field, saving, submit, startEditing, cancel } = useProfileForm(user, onSaved);

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
        <Button variant="secondary" className="mt-6" onClick={startEditing}>
          Bilgilerimi Düzenle
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Ad" autoComplete="given-name" {...field("name")} />
        <TextField label="Soyad" autoComplete="family-name" {...field("lastName")} />
        <TextField label="Cep telefonu" type="tel" inputMode="tel" autoComplete="tel-national" {...field("phone")} />
        <SelectField label="İl" {...field("city")}>
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
      <SaveOrCancel label="Kaydet" saving={saving} onCancel={cancel} />
    </form>
  );
}
