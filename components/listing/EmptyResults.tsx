import type { ReactNode } from "react";
import { Icon, type IconName } from "@/components/ui/Icon";

/** The box a list page shows instead of its grid when nothing matches; `action` is the way out (a link). */
export function EmptyResults({
  icon,
  title,
  text,
  action,
}: {
  icon: IconName;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-neutral-200">
      <Icon name={icon} className="mx-auto h-10 w-10 text-neutral-400" />
      <p className="mt-4 text-lg font-bold">{title}</p>
      <p className="mt-1 text-neutral-600">{text}</p>
      {action}
    </div>
  );
}
