import { useId, type ReactNode } from "react";
import { ModalDialog } from "@/components/ui/ModalDialog";

/** A confirmation dialog (native modal: the page behind is inert); Escape and a click outside close it. */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  const titleId = useId();
  if (!open) return null;
  return (
    <ModalDialog
      onClose={onClose}
      aria-labelledby={titleId}
      className="z-[80] flex items-end justify-center bg-black/60 sm:items-center sm:p-4"
    >
      <div className="w-full rounded-t-2xl bg-white p-6 text-neutral-900 shadow-2xl sm:max-w-md sm:rounded-2xl">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div className="mt-3 text-neutral-700">{children}</div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
      </div>
    </ModalDialog>
  );
}
