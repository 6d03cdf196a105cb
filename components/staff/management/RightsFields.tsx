import { PERMISSION_LABELS } from "@/lib/staff/labels";
import { PERMISSIONS, type Permission } from "@/lib/staff/rules";

export type Rights = { isSuper: boolean; roles: Permission[] };

/** The super switch (only a super may touch it) and one checkbox per permission. */
export function RightsFields({ idPrefix, value, onChange, canGrantSuper }: { idPrefix: string; value: Rights; onChange: (next: Rights) => void; canGrantSuper: boolean }) {
  const toggle = (p: Permission) => onChange({ ...value, roles: value.roles.includes(p) ? value.roles.filter((r) => r !== p) : [...value.roles, p] });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-neutral-800">Yetkiler</legend>
      {canGrantSuper && (
        <label className="flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm ring-1 ring-amber-200">
          <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-600" checked={value.isSuper} onChange={(e) => onChange({ ...value, isSuper: e.target.checked })} />
          <span>
            <strong>Süper yönetici</strong> — her yetkiye sahiptir
          </span>
        </label>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {PERMISSIONS.map((p) => (
          <label key={p} htmlFor={`${idPrefix}-${p}`} className={`flex items-center gap-2 text-sm ${value.isSuper ? "text-neutral-500" : ""}`}>
            <input id={`${idPrefix}-${p}`} type="checkbox" className="h-4 w-4 accent-brand-600" checked={value.isSuper || value.roles.includes(p)} disabled={value.isSuper} onChange={() => toggle(p)} />
            {PERMISSION_LABELS[p]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
