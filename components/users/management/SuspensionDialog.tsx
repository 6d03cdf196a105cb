import { useId } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import type { useUserActions } from "@/components/users/management/useUserActions";

/** Asks for the suspension reason (shown to the user) or an optional note when reinstating. */
export function SuspensionDialog({ actions, name }: { actions: ReturnType<typeof useUserActions>; name: string }) {
  const id = useId();
  const suspend = actions.dialog === "suspend";
  return (
    <ConfirmDialog
      open={actions.dialog !== null}
      title={suspend ? "Hesabı askıya al" : "Askıyı kaldır"}
      confirmLabel={suspend ? "Askıya al" : "Askıdan çıkar"}
      variant={suspend ? "danger" : "primary"}
      busy={actions.busy}
      onConfirm={() => void actions.confirm()}
      onCancel={actions.close}
    >
      <p className="text-sm">
        {suspend
          ? `${name} askıdayken teklif veremez, Hemen Al ile satın alamaz ve talep oluşturamaz. Önde olduğu teklifler geçerli kalır. Neden, kullanıcının profil sayfasında ve reddedilen işlemlerinde gösterilir.`
          : `${name} yeniden teklif verebilir, satın alabilir ve talep oluşturabilir.`}
      </p>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-neutral-800">
        {suspend ? "Askıya alma nedeni" : "Not (isteğe bağlı)"}
      </label>
      <textarea
        id={id}
        value={actions.text}
        onChange={(e) => actions.setText(e.target.value)}
        rows={3}
        maxLength={500}
        aria-invalid={actions.error ? true : undefined}
        aria-describedby={actions.error ? `${id}-error` : undefined}
        className="mt-1.5 w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
      />
      {actions.error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {actions.error}
        </p>
      )}
    </ConfirmDialog>
  );
}
