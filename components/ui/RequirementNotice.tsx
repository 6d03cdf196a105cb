import type { ReactNode } from "react";
import { Icon } from "@/components/ui/Icon";

/**
 * The amber alert that says what an action still needs (a verified e-mail, a verified identity),
 * with `children` below it: the way to get it.
 */
export function RequirementNotice({
  message,
  title,
  className,
  testId,
  children,
}: {
  message: string;
  title?: string;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={`rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-600/25 ${className}`}
      data-testid={testId}
    >
      <p className="flex items-start gap-2">
        <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
        <span>
          {title && <strong className="block font-semibold">{title}</strong>}
          {message}
        </span>
      </p>
      {children}
    </div>
  );
}
