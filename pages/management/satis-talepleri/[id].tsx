import type { GetServerSidePropsContext } from "next";
import Link from "@/components/ui/Link";
import { useCallback, useState } from "react";
import { toast } from "@/lib/browser/toast";
import { useStaffActionForm } from "@/components/management/requests/useStaffActionForm";
import {
  EMPTY_SELL_FORM,
  SELL_ACTION_TEXT,
  sellActionBody,
  sellAmountErrors,
  sellFormStart,
  type StaffSellAction,
} from "@/components/management/sellRequests/sellActions";
import { SellActionDialog } from "@/components/management/sellRequests/SellActionDialog";
import { SellRequestActions } from "@/components/management/sellRequests/SellRequestActions";
import { SellStatusPill } from "@/components/management/sellRequests/SellRequestCard";
import { SellRequestFacts } from "@/components/management/sellRequests/SellRequestFacts";
import { SellRequestMedia } from "@/components/management/sellRequests/SellRequestMedia";
import { Seo } from "@/components/Seo";
import { Icon } from "@/components/ui/Icon";
import { LoadingBlock } from "@/components/ui/Spinner";
import { errorMessage } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { useRead } from "@/lib/clientData";
import { pageRecordId, withPageData } from "@/lib/pageData";
import { SELL_STATUS_LABELS } from "@/lib/sellRequests/labels";
import type { StaffSellRequestView } from "@/lib/sellRequests/types";

type Props = { id: number };

// The request itself is loaded in the browser with the staff session; only the address is checked here.
export const getServerSideProps = withPageData<Props, GetServerSidePropsContext>(async ({ params }) => ({
  id: pageRecordId(params?.id),
}));

export default function ManagementSellRequestPage({ id }: Props) {
  const { data, error, mutate } = useRead<{ request: StaffSellRequestView }>(`/api/management/sell-requests/${id}`);
  const request = data?.request ?? null;
  const loadError = error ? errorMessage(error, "Talep yüklenemedi.") : null;
  const [action, setAction] = useState<StaffSellAction | null>(null);
  const form = useStaffActionForm(EMPTY_SELL_FORM);
  const load = useCallback(async () => void (await mutate()), [mutate]);

  const open = (next: StaffSellAction) => {
    form.reset(sellFormStart(request));
    setAction(next);
  };

  const confirm = async () => {
    if (!action || !request) return;
    const { schema, body } = sellActionBody(action, form.values, request);
    await form.submit<{ request: StaffSellRequestView }>({
      url: `/api/management/sell-requests/${request.id}/${action}`,
      body,
      schema,
      fieldErrors: sellAmountErrors(action, form.values),
      onSaved: (saved) => {
        void mutate({ request: saved.request }, { revalidate: false });
        toast.success(`Talep “${SELL_STATUS_LABELS[saved.request.status]}” durumuna geçti.`);
        setAction(null);
      },
      onFailed: async () => {
        setAction(null);
        await load();
      },
    });
  };

  if (loadError) {
    return (
      <div className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-neutral-200">
        <p className="font-semibold">{loadError}</p>
        <Link href="/management/satis-talepleri" className="mt-3 inline-block font-semibold text-brand-800 underline">
          Satış taleplerine dön
        </Link>
      </div>
    );
  }
  if (!request) return <LoadingBlock label="Talep yükleniyor…" />;

  const r = request;
  const staffActions = r.actions.filter((a): a is StaffSellAction => a in SELL_ACTION_TEXT);

  return (
    <>
      <Seo title={`Satış talebi ${r.id}`} description="Borsa'da Sat başvurusu." noindex />
      <Link
        href="/management/satis-talepleri"
        className="inline-flex items-center gap-1 text-sm font-semibold text-neutral-600 hover:text-neutral-900"
      >
        <Icon name="chevronRight" className="h-4 w-4 rotate-180" />
        Satış Talepleri
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {r.year} {r.brand} {r.model}
        </h1>
        <SellStatusPill request={r} />
      </div>
      <p className="mt-1 text-neutral-600">
        Başvuru no. {r.id} · {formatDateTime(r.createdAt)}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <SellRequestMedia request={r} />
        {/* On a phone the actions come first: staff open a request to act on it. */}
        <div className="order-first space-y-6 lg:order-none">
          <SellRequestActions request={r} actions={staffActions} onOpen={open} />
          <SellRequestFacts request={r} />
        </div>
      </div>

      <SellActionDialog
        request={r}
        action={action}
        form={form}
        onClose={() => setAction(null)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
