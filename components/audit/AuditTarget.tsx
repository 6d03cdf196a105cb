import Link from "@/components/ui/Link";
import { auditTargetHref, auditTargetLabel } from "@/lib/audit/labels";

/** "Kullanıcı · abc123", linked to the target's management page where one exists. */
export function AuditTarget({ type, id }: { type: string; id: string }) {
  const href = auditTargetHref(type, id);
  const text = `${auditTargetLabel(type)} · ${id}`;
  if (!href) return <span className="break-all">{text}</span>;
  return (
    <Link
      href={href}
      className="break-all font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
    >
      {text}
    </Link>
  );
}
