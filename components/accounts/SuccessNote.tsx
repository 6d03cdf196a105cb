import type { ReactNode } from "react";
import { Icon } from "@/components/ui/Icon";

/** The green "done" note of the password reset screens. */
export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
    >
      <Icon name="check" className="mt-0.5 h-5 w-5 flex-none" />
      <p>{children}</p>
    </div>
  );
}
