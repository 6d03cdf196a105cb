import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { OrderDepositChoice } from "@/components/management/OrderDepositChoice";
import { ACTION_TEXT, forfeitLockedReason, offersForfeit } from "@/components/orders/management/orderActions";
import type { OrderActionState } from "@/components/orders/management/useOrderAction";
import { OrderStepFields } from "@/components/orders/management/OrderStepFields";

/** Confirms a status change of an order; an unpaid one's cancel offers to collect the deposit. */
export function OrderActionDialog({ state }: { state: OrderActionState }) {
  const { action, forfeit, setForfeit, busy } = state;
  return (
    <ConfirmDialog
      open={action !== null}
      title={action ? `${ACTION_TEXT[action.to].title} (#${action.order.id})` : ""}
      variant={action?.to === "cancelled" ? "danger" : "primary"}
      confirmLabel={
        action?.to === "cancelled" && action.order.actions.includes("forfeit") && forfeit
          ? "Onayla ve tahsil et"
          : "Onayla"
      }
      busy={busy}
      onConfirm={() => void state.confirm()}
      onCancel={state.close}
    >
      {action && (
        <>
          <p className="text-sm">
            <strong>{action.order.title}</strong> — {action.order.buyer.name} {action.order.buyer.lastName}.{" "}
            {ACTION_TEXT[action.to].body(action.order)}
          </p>
          <OrderStepFields to={action.to} values={state.values} onChange={state.change} disabled={busy} />
          {action.to === "cancelled" && offersForfeit(action.order) && (
            <OrderDepositChoice
              amount={action.order.deposit}
              forfeit={forfeit}
              onChange={setForfeit}
              disabled={busy}
              forfeitLockedReason={forfeitLockedReason(action.order)}
            />
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
