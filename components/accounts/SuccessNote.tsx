import type { ReactNode } from "react";
import { Icon } from "@/components/ui/Icon";

/** The green "done" note of the password reset screens and of a sent e-mail change on /profil. */
export function SuccessNote({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900 ${className}`}
    >
      <Icon name="check" className="mt-0.5 h-5 w-5 flex-none" />
      <p>{children}</p>
    </div>
  );
}
