import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { SelectField, TextField } from "@/components/ui/Field";
import { AUDIT_TARGET_LABELS, auditActionLabel } from "@/lib/audit/labels";
import type { AuditStaffOption } from "@/lib/audit/types";
import type { AuditFilters } from "@/components/audit/auditFilters";

/** Staff, action, target and date range; "Filtrele" puts them in the URL. */
export function AuditFilterForm({
  initial,
  staff,
  actions,
  onApply,
  onExport,
  exporting,
}: {
  initial: AuditFilters;
  staff: AuditStaffOption[];
  actions: string[];
  onApply: (filters: AuditFilters) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const [values, setValues] = useState(initial);
  // A new URL (back button, a link from another page) replaces what was typed; adjusted while rendering.
  const [shown, setShown] = useState(initial);
  if (JSON.stringify(shown) !== JSON.stringify(initial)) {
    setShown(initial);
    setValues(initial);
  }
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setValues({ ...values, [key]: e.target.value });
  return (
    <form
      aria-label="Denetim kaydı filtreleri"
      className="grid gap-3 border-b border-neutral-200 p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(values);
      }}
    >
      <SelectField label="Personel" value={values.staff} onChange={set("staff")}>
        <option value="">Tümü</option>
        {staff.map((s) => (
          <option key={s.uid} value={s.uid}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="İşlem" value={values.action} onChange={set("action")}>
        <option value="">Tümü</option>
        {actions.map((a) => (
          <option key={a} value={a}>
            {auditActionLabel(a)} ({a})
          </option>
        ))}
      </SelectField>
      <SelectField label="Hedef türü" value={values.targetType} onChange={set("targetType")}>
        <option value="">Tümü</option>
        {Object.entries(AUDIT_TARGET_LABELS).map(([type, label]) => (
          <option key={type} value={type}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField label="Hedef no" value={values.targetId} onChange={set("targetId")} maxLength={128} />
      <TextField label="Başlangıç tarihi" type="date" value={values.from} onChange={set("from")} />
      <TextField label="Bitiş tarihi" type="date" value={values.to} onChange={set("to")} />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Filtrele</Button>
        <Button variant="secondary" onClick={onExport} loading={exporting}>
          CSV indir
        </Button>
      </div>
    </form>
  );
}
