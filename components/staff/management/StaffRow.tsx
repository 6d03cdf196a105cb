import { Button } from "@/components/ui/Button";
import { formatDateTime } from "@/lib/format";
import { PERMISSION_LABELS } from "@/lib/staff/labels";
import type { Permission } from "@/lib/staff/rules";
import type { StaffListItem } from "@/lib/staff/types";

/** One staff member with their rights; no buttons on one's own row (the server refuses it too). */
export function StaffRow({
  member: m,
  onEdit,
  onRemove,
}: {
  member: StaffListItem;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const name = m.displayName || m.email;
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <p className="font-semibold">
          {name}
          {m.isSelf && (
            <span className="ml-2 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">
              Siz
            </span>
          )}
        </p>
        <p className="break-all text-xs text-neutral-600">{m.email}</p>
      </td>
      <td className="px-4 py-3" data-label="Yetkiler">
        {m.isSuper ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Süper yönetici
          </span>
        ) : m.roles.length === 0 ? (
          <span className="text-xs text-neutral-600">Yetki yok</span>
        ) : (
          <ul className="flex flex-wrap gap-1">
            {m.roles.map((r) => (
              <li key={r} className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-800">
                {PERMISSION_LABELS[r as Permission] ?? r}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3" data-label="Eklenme">
        {formatDateTime(m.createdAt)}
      </td>
      <td className="px-4 py-3 text-right max-md:text-left" data-label="İşlem">
        {m.isSelf ? (
          <span className="text-xs text-neutral-600">Kendi yetkilerinizi değiştiremezsiniz</span>
        ) : (
          <span className="inline-flex gap-2">
            <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`${name} yetkilerini düzenle`}>
              Düzenle
            </Button>
            <Button size="sm" variant="danger" onClick={onRemove} aria-label={`${name} personelden çıkar`}>
              Kaldır
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}
