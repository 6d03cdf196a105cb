import Link from "@/components/ui/Link";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/Icon";

type Props = {
  title: string;
  /** Where the owner follows the request on /profil. */
  link: { href: string; label: string };
  againLabel: string;
  onAgain: () => void;
  children: ReactNode;
};

/** What a service form turns into once the request is sent: its number, what happens next, and the way on. */
export function RequestReceived({ title, link, againLabel, onAgain, children }: Props) {
  return (
    <div role="status" className="rounded-2xl bg-green-50 p-6 ring-1 ring-green-600/20">
      <p className="flex items-center gap-2 text-lg font-bold text-green-900">
        <Icon name="check" className="h-6 w-6" />
        {title}
      </p>
      <p className="mt-2 text-green-900">{children}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href={link.href} className="font-semibold text-brand-800 underline hover:text-brand-700">
          {link.label}
        </Link>
        <button
          type="button"
          className="font-semibold text-neutral-700 underline hover:text-neutral-900"
          onClick={onAgain}
        >
          {againLabel}
        </button>
      </div>
    </div>
  );
}
