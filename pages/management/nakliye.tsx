import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { listStateParser } from "@/components/management/listParams";
import { RequestListPage, useRequestList } from "@/components/management/requests/RequestListPage";
import { useStaffActionForm } from "@/components/management/requests/useStaffActionForm";
import { TransportActionDialog } from "@/components/management/transportRequests/TransportActionDialog";
import {
  EMPTY_TRANSPORT_FORM,
  TRANSPORT_ACTION_PATH,
  TRANSPORT_FILTERS,
  type StaffTransportAction,
} from "@/components/management/transportRequests/transportActions";
import { TransportRequestCard } from "@/components/management/transportRequests/TransportRequestCard";
import { turkishAmountOrUndefined, amountFieldError } from "@/lib/turkishAmount";
import { TRANSPORT_STATUS_LABELS } from "@/lib/transportRequests/labels";
import { transportCancelSchema, transportQuoteSchema, transportScheduleSchema } from "@/lib/transportRequests/schemas";
import { useManagedTransportRequests } from "@/lib/transportRequests/client";
import type { StaffTransportRequestView, TransportRequestStatus } from "@/lib/transportRequests/types";

const parseState = listStateParser(TRANSPORT_FILTERS);

export default function ManagementTransportPage() {
  const list = useRequestList<StaffTransportRequestView, TransportRequestStatus>(
    "/management/nakliye",
    useManagedTransportRequests,
    TRANSPORT_FILTERS,
    parseState,
  );
  const [pending, setPending] = useState<{ action: StaffTransportAction; row: StaffTransportRequestView } | null>(null);
  const form = useStaffActionForm(EMPTY_TRANSPORT_FORM);

  const open = (action: StaffTransportAction, row: StaffTransportRequestView) => {
    form.reset({
      date: row.scheduledDate ?? row.preferredDate,
      note: action === "schedule" ? (row.scheduleNote ?? "") : "",
    });
    setPending({ action, row });
  };

  const confirm = async () => {
    if (!pending) return;
    const { action, row } = pending;
    const { values } = form;
    const spec =
      action === "quote"
        ? { schema: transportQuoteSchema, body: { price: turkishAmountOrUndefined(values.price), note: values.note } }
        : action === "schedule"
          ? { schema: transportScheduleSchema, body: { date: values.date, note: values.note } }
          : action === "cancel"
            ? { schema: transportCancelSchema, body: { reason: values.reason } }
            : { schema: null, body: undefined };
    const priceError = action === "quote" ? amountFieldError(values.price) : undefined;
    await form.submit<{ request: StaffTransportRequestView }>({
      url: `/api/management/transport-requests/${row.id}/${TRANSPORT_ACTION_PATH[action]}`,
      ...spec,
      fieldErrors: priceError ? { price: priceError } : undefined,
      onSaved: async (saved) => {
        toast.success(
          action === "feePaid"
            ? `Talep ${row.id}: ücret alındı, fatura kesildi.`
            : `Talep ${row.id} “${TRANSPORT_STATUS_LABELS[saved.request.status]}” durumunda.`,
        );
        setPending(null);
        await list.load();
      },
      onFailed: async () => {
        setPending(null);
        await list.load();
      },
    });
  };

  return (
    <RequestListPage
      list={list}
      filters={TRANSPORT_FILTERS}
      title="Nakliye Talepleri"
      seoDescription="Nakliye talepleri."
      intro="Taleplere fiyat verin; kullanıcı onayladığında alım gününü planlayın ve teslimde işaretleyin. Ücret alınınca “Ücret alındı” ile faturası kesilir."
      label="nakliye talepleri"
      icon="truck"
      emptyHint="Yeni talepler geldiğinde burada listelenir."
      after={
        <TransportActionDialog
          pending={pending}
          form={form}
          onConfirm={() => void confirm()}
          onCancel={() => !form.busy && setPending(null)}
        />
      }
    >
      {(r) => <TransportRequestCard key={r.id} request={r} onOpen={open} />}
    </RequestListPage>
  );
}
