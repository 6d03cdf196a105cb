import { Icon } from "@/components/ui/Icon";

/** A refusal or failure shown in place, announced to screen readers; nothing while there is none. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-600/20"
      role="alert"
    >
      <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
      {message}
    </p>
  );
}
