import { USER_STATUS_LABELS } from "@/lib/users/labels";
import type { UserStatus } from "@/lib/users/types";

export function UserStatusPill({ status }: { status: UserStatus }) {
  const tone =
    status === "suspended"
      ? "bg-red-50 text-red-800 ring-red-200"
      : status === "deleted"
        ? "bg-neutral-100 text-neutral-800 ring-neutral-300"
        : "bg-emerald-50 text-emerald-800 ring-emerald-200";
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      {USER_STATUS_LABELS[status]}
    </span>
  );
}
