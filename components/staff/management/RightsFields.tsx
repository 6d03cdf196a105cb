import { PERMISSION_LABELS } from "@/lib/staff/labels";
import { mayGrant, PERMISSIONS, type ManagementUser, type Permission } from "@/lib/staff/rules";

export type Rights = { isSuper: boolean; roles: Permission[] };

/**
 * The super switch (only a super may touch it) and one checkbox per permission. A non-super `actor`
 * can tick only what they hold themselves (or what the member held `before`): the server refuses the
 * rest with a 403, which would also end the staff session (PRODUCT §12.3).
 */
export function RightsFields({
  idPrefix,
  value,
  onChange,
  actor,
  before = [],
}: {
  idPrefix: string;
  value: Rights;
  onChange: (next: Rights) => void;
  actor: ManagementUser | null;
  before?: readonly string[];
}) {
  const canGrantSuper = actor?.isSuper ?? false;
  const locked = (p: Permission) =>
    value.isSuper || (!value.roles.includes(p) && (actor === null || !mayGrant(actor, p, before)));
  const toggle = (p: Permission) =>
    onChange({ ...value, roles: value.roles.includes(p) ? value.roles.filter((r) => r !== p) : [...value.roles, p] });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-neutral-800">Yetkiler</legend>
      {canGrantSuper && (
        <label className="flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm ring-1 ring-amber-200">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-brand-600"
            checked={value.isSuper}
            onChange={(e) => onChange({ ...value, isSuper: e.target.checked })}
          />
          <span>
            <strong>Süper yönetici</strong> — her yetkiye sahiptir
          </span>
        </label>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {PERMISSIONS.map((p) => (
          <label
            key={p}
            htmlFor={`${idPrefix}-${p}`}
            className={`flex items-center gap-2 text-sm ${locked(p) ? "text-neutral-500" : ""}`}
          >
            <input
              id={`${idPrefix}-${p}`}
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={value.isSuper || value.roles.includes(p)}
              disabled={locked(p)}
              onChange={() => toggle(p)}
            />
            {PERMISSION_LABELS[p]}
          </label>
        ))}
      </div>
      {!canGrantSuper && <p className="text-xs text-neutral-500">Yalnızca kendinizde olan yetkileri verebilirsiniz.</p>}
    </fieldset>
  );
}
