import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";

/** The foot of a service request form: what the request costs, and the send button. */
export function RequestFormFooter({ note, submit, sending }: { note: ReactNode; submit: string; sending: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-neutral-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-neutral-600">{note}</p>
      <Button type="submit" size="lg" loading={sending}>
        {submit}
      </Button>
    </div>
  );
}
